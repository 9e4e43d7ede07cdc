import { randomInt } from 'node:crypto';
import { cookieValue } from '@shop/storefront';

/**
 * The visitor's canary bucket (ADR 33): a random whole number 0–99 the edge sets on the first
 * page and keeps for 30 days. A visitor whose bucket is below a canary's percent gets the canary
 * on every page and in every /remotes.json, so one visitor never mixes versions; raising the
 * percent keeps the visitors already in it.
 */
export const CANARY_BUCKET_COOKIE = 'shop_canary_bucket';
export const CANARY_BUCKET_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;
export const CANARY_BUCKETS = 100;

const BUCKET = /^\d{1,2}$/;

/** The bucket of a Cookie header; null when there is none or it is not 0–99. */
export function canaryBucketOf(cookies: string | undefined): number | null {
  const raw = cookieValue(cookies, CANARY_BUCKET_COOKIE);
  return raw !== undefined && BUCKET.test(raw) ? Number(raw) : null;
}

export function newCanaryBucket(random: (max: number) => number = randomInt): number {
  return random(CANARY_BUCKETS);
}

/** Whether a visitor of `bucket` gets a canary published to `percent` % of visitors. */
export function inCanary(bucket: number, percent: number): boolean {
  return bucket < percent;
}

/** The visitor's bucket, and the Set-Cookie that keeps a new one (null when it was already kept). */
export function visitorBucket(
  cookies: string | undefined,
  secure: boolean,
  random?: (max: number) => number,
): { bucket: number; setCookie: string | null } {
  const kept = canaryBucketOf(cookies);
  if (kept !== null) return { bucket: kept, setCookie: null };
  const bucket = newCanaryBucket(random);
  return {
    bucket,
    setCookie: [
      `${CANARY_BUCKET_COOKIE}=${bucket}`,
      'Path=/',
      `Max-Age=${CANARY_BUCKET_COOKIE_MAX_AGE_S}`,
      'SameSite=Lax',
      // Only the edge reads it (pages and /remotes.json are chosen on the server).
      'HttpOnly',
      ...(secure ? ['Secure'] : []),
    ].join('; '),
  };
}
