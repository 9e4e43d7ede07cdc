import { ATTRIBUTION_VALUES } from '@shop/storefront';

/** Keys the attribution cookie and UTM parsing already use. */
export const RESERVED_ATTRIBUTION_KEYS: readonly string[] = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  ...ATTRIBUTION_VALUES,
];

/** An ad-click identifier key must be non-empty and not clash with a reserved key (docs/product/05-validation.md#qr-codes-and-click-id-keys). */
export function isClickIdKeyAllowed(key: string): boolean {
  const name = key.trim().toLowerCase();
  return name !== '' && !RESERVED_ATTRIBUTION_KEYS.includes(name);
}
