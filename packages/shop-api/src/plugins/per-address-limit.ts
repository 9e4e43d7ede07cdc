/**
 * A rate limit per client address (an IPv6 /64 is one: lib/address-bucket.ts) over a whole
 * scope of public routes, checked onRequest, before the body is parsed or validated: malformed
 * and refused calls count too.
 */
import type { App, AppContext } from '../app-context';
import { HttpError } from '../errors';
import { addressBucket } from '../lib/address-bucket';

export function limitPerAddress(
  scope: App,
  ctx: AppContext,
  bucket: string,
  limit: { max: number; timeWindow: string },
): void {
  if (ctx.options.disableRateLimit) return;
  const check = scope.createRateLimit({
    ...limit,
    keyGenerator: (request) => `${bucket}:${addressBucket(request.ip)}`,
  });
  scope.addHook('onRequest', async (request) => {
    const result = await check(request);
    // isAllowed means "on the allow list"; the count decides.
    if (!result.isAllowed && result.isExceeded) throw new HttpError('rate_limited');
  });
}
