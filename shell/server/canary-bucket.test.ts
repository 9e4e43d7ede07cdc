/**
 * @jest-environment node
 */
import {
  CANARY_BUCKET_COOKIE,
  canaryBucketOf,
  inCanary,
  newCanaryBucket,
  visitorBucket,
} from './canary-bucket';

describe('the canary bucket', () => {
  it('reads the bucket from a Cookie header among other cookies', () => {
    expect(canaryBucketOf(`a=1; ${CANARY_BUCKET_COOKIE}=7; b=2`)).toBe(7);
    expect(canaryBucketOf(`${CANARY_BUCKET_COOKIE}=99`)).toBe(99);
    expect(canaryBucketOf(`${CANARY_BUCKET_COOKIE}=0`)).toBe(0);
  });

  it('takes no bucket from a missing or malformed cookie', () => {
    for (const header of [
      undefined,
      '',
      'other=3',
      `${CANARY_BUCKET_COOKIE}=`,
      `${CANARY_BUCKET_COOKIE}=100`,
      `${CANARY_BUCKET_COOKIE}=-1`,
      `${CANARY_BUCKET_COOKIE}=4x`,
      `x${CANARY_BUCKET_COOKIE}=4`,
    ])
      expect(canaryBucketOf(header)).toBeNull();
  });

  it('puts exactly `percent` of the 100 buckets in the canary, the lowest ones', () => {
    const buckets = Array.from({ length: 100 }, (_, bucket) => bucket);
    expect(buckets.filter((bucket) => inCanary(bucket, 50))).toHaveLength(50);
    expect(buckets.filter((bucket) => inCanary(bucket, 1))).toEqual([0]);
    // Raising the percent keeps every visitor already in it.
    for (const bucket of buckets.filter((b) => inCanary(b, 10)))
      expect(inCanary(bucket, 20)).toBe(true);
  });

  it('draws a new bucket from 0 to 99', () => {
    const seen = new Set(Array.from({ length: 2000 }, () => newCanaryBucket()));
    expect(Math.min(...seen)).toBe(0);
    expect(Math.max(...seen)).toBe(99);
  });

  it('keeps a visitor’s bucket and sets none again', () => {
    expect(visitorBucket(`${CANARY_BUCKET_COOKIE}=42`, true, () => 3)).toEqual({
      bucket: 42,
      setCookie: null,
    });
  });

  it('gives a new visitor a bucket and the cookie that keeps it for 30 days', () => {
    const { bucket, setCookie } = visitorBucket(undefined, true, () => 3);
    expect(bucket).toBe(3);
    expect(setCookie).toBe(
      `${CANARY_BUCKET_COOKIE}=3; Path=/; Max-Age=2592000; SameSite=Lax; HttpOnly; Secure`,
    );
    expect(visitorBucket('x=1', false, () => 61).setCookie).not.toContain('Secure');
  });
});
