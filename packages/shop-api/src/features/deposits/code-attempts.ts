/**
 * Limits on guessing certificate codes: a gift deposit's 4-digit activation code, and a
 * certificate code typed into the cart. Wrong tries are counted per certificate (it locks),
 * per session and per client address, in the database's rate_limits table (as the rate-limit
 * store counts), so every API instance on one database sees the same counts.
 *
 * These stay on with ServerOptions.disableRateLimit: without them a code is found in seconds.
 */
import type { FastifyRequest } from 'fastify';
import type { Locale } from '@shop/types';
import type { Db } from '../../db/database';
import { addressBucket } from '../../lib/address-bucket';
import {
  type AttemptLimit,
  type LimitedAttempt,
  beginLimitedAttempt,
} from '../../plugins/rate-limit-store';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export const CODE_ATTEMPT_LIMITS = {
  /** A long window: a known certificate number gets at most 5 of 10 000 codes a day. */
  certificate: { max: 5, windowMs: 24 * HOUR_MS },
  session: { max: 10, windowMs: HOUR_MS },
  /** Higher than a session's: people behind one NAT share an address. */
  address: { max: 30, windowMs: HOUR_MS },
} as const satisfies Record<string, AttemptLimit>;

const KEY_PREFIX = 'code-attempt:';

/** The refusal while a limit is used up (activation page and cart alike). */
export const TOO_MANY_CODE_ATTEMPTS: Record<Locale, string> = {
  ru: 'Слишком много неверных попыток ввода кода. Попробуйте позже',
  en: 'Too many wrong code attempts. Please try again later',
};

export type CodeAttempt = LimitedAttempt;

/**
 * Counts a try before the code is compared, so that simultaneous tries cannot all pass a
 * check made before any of them was counted; a right code then takes its try back.
 * `certificate`: the id of an existing certificate (unknown ids are not keys: they would
 * let anyone add rows).
 */
export async function beginCodeAttempt(
  db: Db,
  request: FastifyRequest,
  certificate?: string,
): Promise<CodeAttempt> {
  const sessionId = request.shop.session?.id;
  const limits: { key: string; limit: AttemptLimit }[] = [
    {
      key: `${KEY_PREFIX}address:${addressBucket(request.ip)}`,
      limit: CODE_ATTEMPT_LIMITS.address,
    },
    ...(sessionId
      ? [{ key: `${KEY_PREFIX}session:${sessionId}`, limit: CODE_ATTEMPT_LIMITS.session }]
      : []),
    ...(certificate
      ? [{ key: `${KEY_PREFIX}certificate:${certificate}`, limit: CODE_ATTEMPT_LIMITS.certificate }]
      : []),
  ];
  return beginLimitedAttempt(db, limits);
}
