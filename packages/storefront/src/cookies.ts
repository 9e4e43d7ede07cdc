import type { AttributionValue } from '@shop/types';

const DAY_S = 24 * 60 * 60;

/**
 * The visitor's location (docs/product/04-states.md#country-change, docs/product/09-constants.md#cookies-and-timings): written by the API, readable by the page so the shell
 * can clear it when a country change sends the visitor to the other storefront's domain.
 */
export const GEOLOCATION_COOKIE = 'shop_geolocation';

/**
 * Where the checkout saves the visitor's order form in localStorage (docs/product/04-states.md#restoring-saved-order-data "saved order
 * data"): the cart remote writes it, the shell clears it on a change of storefront domain.
 */
export const SAVED_ORDER_DATA_STORAGE_KEY = 'shop.orderData';

/** When the visitor was shown the winter-sale popup (epoch ms); it shows once per 14 days. */
export const WINTER_SALE_POPUP_COOKIE = 'shop_winter_sale_shown';

/** Cookie lifetimes in seconds (docs/product/04-states.md, docs/product/09-constants.md#cookies-and-timings). */
export const GEOLOCATION_COOKIE_MAX_AGE_S = 365 * DAY_S;
export const WINTER_SALE_POPUP_COOKIE_MAX_AGE_S = 14 * DAY_S;
export const ATTRIBUTION_COOKIE_MAX_AGE_S = 30 * DAY_S;

/** Values of the marketing attribution cookie (docs/product/04-states.md#attribution-cookie). */
export const ATTRIBUTION_VALUES = [
  'gdeslon',
  'paid',
  'other',
] as const satisfies readonly AttributionValue[];

/**
 * A cookie's raw value in a Cookie header or `document.cookie` (the first of that name), or
 * undefined when there is none: the edge and the browser read the shop's cookies alike.
 */
export function cookieValue(cookies: string | undefined, name: string): string | undefined {
  const prefix = `${name}=`;
  return (cookies ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}
