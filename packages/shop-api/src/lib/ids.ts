import crypto from 'node:crypto';

export const randomToken = (bytes = 24): string => crypto.randomBytes(bytes).toString('base64url');

/** Timing-safe string comparison. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

export const randomDigits = (length: number): string =>
  Array.from({ length }, () => crypto.randomInt(0, 10)).join('');
