import { DELIVERY_SERVICE_TYPE_IDS } from '@shop/storefront';
import type { Locale } from '@shop/types';
import type { FormRules } from '@shop/ui';
import {
  checkEmail,
  checkExpressDelivery,
  checkFullName,
  checkPhone,
  checkSameDayDelivery,
  isBlank,
} from '@shop/validation';
import { DELIVERY_TYPE, type CheckoutValues } from '../../state/order-data';
import { deliveryMethodOf, EXPRESS_TYPE_ID } from './delivery-preference';

const isType = (values: CheckoutValues, type: number) => Number(values.delivery_method_id) === type;

/** Express (7) and same-day (5) delivery close at their Moscow-time cut-offs (docs/product/08-messages.md#message-catalogue messages). */
export function deliveryCutoff(typeId: number, now: Date = new Date()) {
  if (typeId === EXPRESS_TYPE_ID) return checkExpressDelivery(now);
  if (typeId === DELIVERY_SERVICE_TYPE_IDS.dayToDay) return checkSameDayDelivery(now);
  return null;
}

/**
 * Field rules of the checkout (docs/product/05-validation.md checks, docs/product/08-messages.md#message-catalogue catalogued messages). The full name is two
 * Cyrillic words on the Russian storefront (docs/product/05-validation.md#full-name); the English one takes any name.
 */
export const checkoutRules = (locale: Locale): FormRules<CheckoutValues> => ({
  phone: (value) => checkPhone(value),
  email: (value) => checkEmail(value),
  fio: (value) =>
    locale === 'ru' ? checkFullName(value) : isBlank(value) ? 'error.name.empty' : null,
  delivery_method_id: (value) =>
    value ? deliveryCutoff(Number(value)) : 'error.deliveryMethod.empty',
  // Every courier service (regular, same-day, express) is brought to an address.
  address: (value, values) =>
    deliveryMethodOf(Number(values.delivery_method_id)) === 'courier' && isBlank(value)
      ? 'error.address.empty'
      : null,
  pickpoint_number: (value, values) =>
    isType(values, DELIVERY_TYPE.pickpoint) && isBlank(value) ? 'error.pickpoint.empty' : null,
  shop_id: (value, values) =>
    isType(values, DELIVERY_TYPE.shop) && !value ? 'error.pickpoint.empty' : null,
  recipient_name: (value, values) => (values.is_gift && isBlank(value) ? 'error.name.empty' : null),
  recipient_phone: (value, values) => (values.is_gift ? checkPhone(value) : null),
});

/** Digits only, so '+7 (900) 000-00-00' and '79000000000' compare equal. */
export const phoneDigits = (phone: string | undefined): string => (phone ?? '').replace(/\D/g, '');

/** docs/product/04-states.md#auth-flow: a phone counts as confirmed when the user is logged in with that phone. */
export const isPhoneConfirmed = (
  user: { isAuth: boolean; phone?: string },
  phone: string,
): boolean =>
  user.isAuth && phoneDigits(phone).length > 0 && phoneDigits(user.phone) === phoneDigits(phone);
