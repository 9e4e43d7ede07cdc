/** Field rules of an order (docs/product/05-validation.md, docs/product/08-messages.md#message-catalogue message catalogue keys as field messages). */
import type { Locale, OrderData } from '@shop/types';
import { checkFullName } from '@shop/validation';
import { normalizePhone } from '../../lib/phone';
import { EMAIL_RE } from '../auth/validators';
import { DELIVERY } from '../cart/delivery-options';

const COURIER_SERVICES: ReadonlySet<number> = new Set([
  DELIVERY.courier,
  DELIVERY.dayToDay,
  DELIVERY.express,
]);

export function validateOrder(
  data: Partial<OrderData>,
  deliveryTypeId: number,
  locale: Locale,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string): void => {
    (errors[field] ??= []).push(message);
  };
  if (!data.phone?.trim()) add('phone', 'empty phone');
  else if (!normalizePhone(data.phone)) add('phone', 'wrong phone');
  if (!data.email?.trim()) add('email', 'empty email');
  else if (!EMAIL_RE.test(data.email)) add('email', 'wrong email');
  if (!data.fio?.trim()) add('fio', 'empty name');
  // The Russian checkout asks for two Cyrillic words (its form's rule, checked here too).
  else if (locale === 'ru' && checkFullName(data.fio)) add('fio', 'wrong name');
  // Every courier service is brought to an address: express and same-day ones were placed without.
  if (COURIER_SERVICES.has(deliveryTypeId)) {
    const address = data.address?.trim() || data.courier_info?.address?.trim();
    if (!address) add('address', 'empty address');
  }
  if (
    deliveryTypeId === DELIVERY.pickpoint &&
    !data.pickup_point &&
    !data.pickpoint_number?.trim()
  ) {
    add('pickup_point', 'empty pickpoint');
  }
  if (
    deliveryTypeId === DELIVERY.shop &&
    (!data.shop_id || data.shop_id < 1 || data.shop_id > 12)
  ) {
    add('shop_id', 'empty pickpoint');
  }
  if (data.is_gift && data.recipient_phone && !normalizePhone(data.recipient_phone))
    add('recipient_phone', 'wrong phone');
  return errors;
}
