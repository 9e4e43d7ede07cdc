/**
 * Limits beyond the per-address ones of the auth routes (their config.rateLimit): code checks
 * per session. The key is the session loaded from the database, so a made-up cookie does not
 * open a new bucket (a state-changing call without a real session fails the CSRF check first).
 */
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { App, AppContext } from '../app-context';
import { HttpError } from '../errors';
import { addressBucket } from '../lib/address-bucket';
import {
  CODE_CHECK_ROUTES,
  SESSION_CODE_ATTEMPTS,
  SESSION_CODE_WINDOW,
} from '../features/auth/auth-schema';

/** Call after @fastify/rate-limit is registered and before the routes. */
export function registerSessionLimits(app: App, ctx: AppContext): void {
  if (ctx.options.disableRateLimit) return;
  // createRateLimit, not rateLimit(): the plugin runs one rateLimit() hook per request, and
  // the route's per-address hook already ran.
  const check = app.createRateLimit({
    max: SESSION_CODE_ATTEMPTS,
    timeWindow: SESSION_CODE_WINDOW,
    keyGenerator: (request) => `session:${request.shop.session?.id ?? addressBucket(request.ip)}`,
  });
  const perSession: preHandlerAsyncHookHandler = async (request) => {
    const result = await check(request);
    // isAllowed means "on the allow list"; the count decides.
    if (!result.isAllowed && result.isExceeded)
      throw new HttpError('rate_limited', 'Too many code attempts');
  };
  app.addHook('onRoute', (route) => {
    if (!CODE_CHECK_ROUTES.includes(route.url) || route.method !== 'POST') return;
    const existing = route.preHandler ?? [];
    route.preHandler = [...(Array.isArray(existing) ? existing : [existing]), perSession];
  });
}
