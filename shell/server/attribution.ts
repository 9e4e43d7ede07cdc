import { ATTRIBUTION_COOKIE_MAX_AGE_S } from '@shop/storefront';
import type { AttributionValue } from '@shop/types';
import { isClickIdKeyAllowed } from '@shop/validation';

/**
 * The marketing attribution cookie of docs/product/04-states.md#attribution-cookie (30 days, gdeslon | paid | other).
 *
 * It is set by the shell's server on the HTML answer of the landing URL rather than by the
 * client at start: the query is there before any script runs (no remote or registry has to
 * load, a visitor who leaves at once is still counted), the page's own redirects cannot drop
 * it, and it keeps working when pages are server-rendered. The cookie stays readable by
 * scripts (not HttpOnly) because the marketing tags on the page read it.
 */
export const ATTRIBUTION_COOKIE = 'shop_attribution';

/** utm_medium values of bought traffic: clicks, impressions, actions, paid social. */
const PAID_MEDIUMS: ReadonlySet<string> = new Set([
  'cpc',
  'ppc',
  'cpm',
  'cpv',
  'cpa',
  'paid',
  'paidsocial',
  'paid_social',
  'paid-social',
  'display',
  'banner',
  'retargeting',
]);

/** The affiliate network whose traffic has its own attribution value. */
const GDESLON_SOURCE = 'gdeslon';

export type ClickIdKeys = Readonly<Record<string, AttributionValue>>;

/**
 * Ad-click identifiers the ad platforms append to landing URLs, and what they prove:
 * GdeSlon's click reference, Google Ads, Yandex Direct and Microsoft Ads clicks.
 * (fbclid and ysclid are left out: they are added to organic links too.)
 */
export const DEFAULT_CLICK_ID_KEYS: ClickIdKeys = {
  _gs_ref: 'gdeslon',
  gclid: 'paid',
  yclid: 'paid',
  msclkid: 'paid',
};

/**
 * A click-id table whose keys cannot be confused with the attribution keys themselves
 * (docs/product/05-validation.md#qr-codes-and-click-id-keys: a clashing key is rejected). Throws so a bad configuration stops the server
 * at start instead of silently mis-attributing visits.
 */
export function defineClickIdKeys(table: ClickIdKeys): ClickIdKeys {
  const rejected = Object.keys(table).filter((key) => !isClickIdKeyAllowed(key));
  if (rejected.length > 0) {
    throw new Error(`Click-id keys clash with reserved attribution keys: ${rejected.join(', ')}`);
  }
  return Object.fromEntries(
    Object.entries(table).map(([key, value]) => [key.trim().toLowerCase(), value]),
  );
}

/**
 * The attribution a landing URL's query earns, or null when it carries no marketing
 * parameter (an ordinary visit leaves an earlier attribution alone).
 * GdeSlon first (its links also say utm_medium=cpa), then bought media, else other.
 */
export function attributionFor(
  query: URLSearchParams,
  clickIdKeys: ClickIdKeys = DEFAULT_CLICK_ID_KEYS,
): AttributionValue | null {
  const params = new Map<string, string>();
  for (const [key, value] of query) {
    const name = key.trim().toLowerCase();
    const text = value.trim().toLowerCase();
    if (text !== '' && !params.has(name)) params.set(name, text);
  }
  // Own keys only: a query such as ?constructor=1 must not read the object's prototype.
  const clicks = [...params.keys()].flatMap((key) =>
    Object.hasOwn(clickIdKeys, key) ? [clickIdKeys[key]!] : [],
  );
  const hasUtm = [...params.keys()].some((key) => key.startsWith('utm_'));
  if (!hasUtm && clicks.length === 0) return null;
  if (params.get('utm_source') === GDESLON_SOURCE || clicks.includes('gdeslon')) return 'gdeslon';
  if (PAID_MEDIUMS.has(params.get('utm_medium') ?? '') || clicks.includes('paid')) return 'paid';
  return 'other';
}

/** The Set-Cookie value for the whole site, 30 days (2 592 000 s, docs/product/09-constants.md#cookies-and-timings). */
export function attributionCookie(value: AttributionValue, secure: boolean): string {
  return [
    `${ATTRIBUTION_COOKIE}=${value}`,
    'Path=/',
    `Max-Age=${ATTRIBUTION_COOKIE_MAX_AGE_S}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
