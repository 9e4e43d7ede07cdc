/** Prefix, OpenAPI tag and rate limit of the marketing-platform stand-in (ADR 0016). */
/** Every stand-in route lives under this prefix, apart from the shop's own calls. */
export const MARKETING_PREFIX = '/marketing';
export const MARKETING_TAG = 'marketing';

/**
 * Per client address, shared by all /marketing routes (a platform's public form API limits
 * per caller, not per form): generous for people, tight for a script filling lists.
 */
export const MARKETING_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;
