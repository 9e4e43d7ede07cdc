import type { ActiveDeliveryType, CartData, UserState } from '@shop/types';
import { maskPhone } from '@shop/validation';
import { emptyCheckoutValues, restoreOrderData, type CheckoutValues } from '../../state/order-data';
import { initialDelivery } from './delivery-preference';

/** What the browser kept from earlier visits: the order data and the delivery cookie. */
export interface SavedCheckout {
  orderData: Partial<CheckoutValues>;
  deliveryPreference: ActiveDeliveryType | null;
}

/** The user on the bus, as far as the checkout prefills from it. */
export type CheckoutUser = Pick<UserState, 'isAuth' | 'phone' | 'email' | 'name' | 'surname'>;

/**
 * The form's first values: the saved order data (after the restore rules), else the preferred
 * delivery; always a delivery the cart offers; a logged-in user's phone, email and name.
 */
export function checkoutInitialValues(
  data: Pick<CartData, 'delivery' | 'onlyOnlineCertificates'>,
  country: string,
  user: CheckoutUser,
  saved: SavedCheckout,
): CheckoutValues {
  const typeIds = data.delivery.map((option) => option.typeId);
  const restored = restoreOrderData(saved.orderData, {
    country,
    isAuth: user.isAuth,
    onlyOnlineCertificates: data.onlyOnlineCertificates,
    deliveryTypeIds: typeIds,
  });
  const values = { ...emptyCheckoutValues(), ...restored };
  if (!restored.delivery_method_id) {
    const first = initialDelivery(data.delivery, saved.deliveryPreference);
    if (first) values.delivery_method_id = String(first.typeId);
  }
  if (!typeIds.some((id) => id === Number(values.delivery_method_id)) && typeIds[0] !== undefined)
    values.delivery_method_id = String(typeIds[0]);
  if (user.isAuth) {
    values.phone = user.phone ? maskPhone(user.phone) : values.phone;
    values.email = user.email ?? values.email;
    values.fio = [user.name, user.surname].filter(Boolean).join(' ') || values.fio;
  }
  return values;
}
