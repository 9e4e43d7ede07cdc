import { loadOrderData } from '../../state/order-data';
import type { SavedCheckout } from './initial-values';
import { readDeliveryPreference } from './delivery-preference';

/** localStorage where there is a window (the server render has none). */
export const browserStorage = (): Storage | undefined =>
  typeof window === 'undefined' ? undefined : window.localStorage;

/** Reads what the browser kept for the checkout (see checkoutInitialValues). */
export function readSavedCheckout(): SavedCheckout {
  return {
    orderData: loadOrderData(browserStorage()),
    deliveryPreference: readDeliveryPreference(),
  };
}
