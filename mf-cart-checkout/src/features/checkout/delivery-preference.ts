import type { ActiveDeliveryType } from '@shop/types';

const COOKIE = 'delivery_method';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The shopper's preferred delivery method, kept in a cookie (spec §4). */
export function readDeliveryPreference(): ActiveDeliveryType | null {
  if (typeof document === 'undefined') return null;
  const match = document.cookie.match(/(?:^|;\s*)delivery_method=(courier|pickup)/);
  return match ? (match[1] as ActiveDeliveryType) : null;
}

export function writeDeliveryPreference(method: ActiveDeliveryType): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${COOKIE}=${method}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
}
