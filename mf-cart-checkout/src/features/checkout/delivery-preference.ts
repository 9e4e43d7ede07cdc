import { DELIVERY_SERVICE_TYPE_IDS as TYPE } from '@shop/storefront';
import type { ActiveDeliveryType, DeliveryOption } from '@shop/types';

/** Express courier delivery of the Moscow region (backend type id 7). */
export const EXPRESS_TYPE_ID = 7;

const COOKIE = 'delivery_method';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * Which of the docs/product/04-states.md#delivery-methods-and-types methods a delivery type is: the courier's services (regular, same-day,
 * express) are courier; the pickup point, the shop and pickup are pickup; an online certificate
 * is delivered by e-mail, neither.
 */
export function deliveryMethodOf(typeId: number): ActiveDeliveryType | null {
  if (typeId === TYPE.courier || typeId === TYPE.dayToDay || typeId === EXPRESS_TYPE_ID)
    return 'courier';
  if (typeId === TYPE.pickup || typeId === TYPE.pickpoint || typeId === TYPE.shop) return 'pickup';
  return null;
}

/** Pickup kinds in the order a saved "pickup" restores them: pickup itself first. */
const PICKUP_ORDER: readonly number[] = [TYPE.pickup, TYPE.pickpoint, TYPE.shop];

/**
 * The delivery a checkout without saved order data starts with: for a preferred pickup, the
 * cart's first open pickup kind (pickup, else a pickup point, else a shop); otherwise — or when
 * no pickup is offered — the option the cart selected, else its first.
 */
export function initialDelivery(
  options: readonly DeliveryOption[],
  preference: ActiveDeliveryType | null,
): DeliveryOption | undefined {
  const open = options.filter((option) => !option.disabled);
  if (preference === 'pickup') {
    for (const typeId of PICKUP_ORDER) {
      const pickup = open.find((option) => option.typeId === typeId);
      if (pickup) return pickup;
    }
  }
  return options.find((option) => option.selected) ?? options[0];
}

/** The shopper's preferred delivery method, kept in a cookie (docs/product/04-states.md#delivery-methods-and-types). */
export function readDeliveryPreference(): ActiveDeliveryType | null {
  if (typeof document === 'undefined') return null;
  const match = document.cookie.match(/(?:^|;\s*)delivery_method=(courier|pickup)/);
  return match ? (match[1] as ActiveDeliveryType) : null;
}

export function writeDeliveryPreference(method: ActiveDeliveryType): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${COOKIE}=${method}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
}
