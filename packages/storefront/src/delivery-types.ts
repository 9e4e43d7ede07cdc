import type { ActiveDeliveryType, DeliveryMethodId } from '@shop/types';

/** Delivery type ids (docs/product/04-states.md#delivery-methods-and-types). */
export const DELIVERY_TYPE_IDS = {
  courier: 1,
  pickpoint: 2,
  shop: 3,
  onlineCertificate: 4,
  pickup: 6,
} as const satisfies Record<string, DeliveryMethodId>;

/** The second delivery type map, which adds the 5post and day-to-day services (docs/product/04-states.md#delivery-methods-and-types). */
export const DELIVERY_SERVICE_TYPE_IDS = {
  ...DELIVERY_TYPE_IDS,
  fivePost: 2,
  dayToDay: 5,
} as const satisfies Record<string, DeliveryMethodId>;

/** Delivery methods a customer picks between, and the default (docs/product/04-states.md#delivery-methods-and-types). */
export const DELIVERY_METHODS = [
  'courier',
  'pickup',
] as const satisfies readonly ActiveDeliveryType[];
export const DEFAULT_DELIVERY_METHOD: ActiveDeliveryType = 'courier';
