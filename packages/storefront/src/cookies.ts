import type { AttributionValue } from '@shop/types';

const DAY_S = 24 * 60 * 60;

/** Cookie lifetimes in seconds (spec §4, §9). */
export const GEOLOCATION_COOKIE_MAX_AGE_S = 365 * DAY_S;
export const WINTER_SALE_POPUP_COOKIE_MAX_AGE_S = 14 * DAY_S;
export const ATTRIBUTION_COOKIE_MAX_AGE_S = 30 * DAY_S;

/** Values of the marketing attribution cookie (spec §4). */
export const ATTRIBUTION_VALUES = [
  'gdeslon',
  'paid',
  'other',
] as const satisfies readonly AttributionValue[];
