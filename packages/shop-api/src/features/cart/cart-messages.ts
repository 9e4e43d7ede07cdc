/** Cart and order texts shown by the UI as the cart / certificate error (ru and en). */
import type { Locale } from '@shop/types';
import { TOO_MANY_CODE_ATTEMPTS } from '../deposits/code-attempts';

const MESSAGES = {
  promocode_not_found: { ru: 'Промокод не найден', en: 'Promo code not found' },
  promocode_expired: { ru: 'Срок действия промокода истёк', en: 'The promo code has expired' },
  promocode_already_applied: {
    ru: 'Промокод уже применён',
    en: 'The promo code is already applied',
  },
  promocode_not_applied: { ru: 'Промокод не применён', en: 'The promo code is not applied' },
  certificate_not_found: { ru: 'Сертификат не найден', en: 'Certificate not found' },
  certificate_expired: {
    ru: 'Срок действия сертификата истёк',
    en: 'The certificate has expired',
  },
  certificate_used_up: {
    ru: 'Сертификат уже потрачен',
    en: 'The certificate has already been spent',
  },
  certificate_already_applied: {
    ru: 'Сертификат уже применён',
    en: 'The certificate is already applied',
  },
  certificate_attempts_exceeded: TOO_MANY_CODE_ATTEMPTS,
  out_of_stock: { ru: 'Товара нет в наличии', en: 'The item is out of stock' },
  not_buyable: { ru: 'Товар недоступен для покупки', en: 'The item is not available for purchase' },
  quantity_limit: { ru: 'Больше нет в наличии', en: 'No more items in stock' },
  line_not_found: { ru: 'Товар не найден в корзине', en: 'The item is not in the cart' },
  certificate_amount_range: {
    ru: 'Сумма сертификата должна быть от 1 000 до 200 000',
    en: 'The certificate amount must be between 1,000 and 200,000',
  },
  deposit_index_out_of_range: {
    ru: 'Сертификат не найден в корзине',
    en: 'The certificate is not in the cart',
  },
  too_many_unpaid_orders: {
    ru: 'У вас уже несколько неоплаченных заказов: оплатите их или дождитесь звонка менеджера',
    en: 'You already have several unpaid orders: pay for them or wait for our manager to call',
  },
  too_many_unpaid_pieces: {
    ru: 'В неоплаченных заказах может быть не больше 10 изделий: оплатите прежние заказы или уменьшите количество в корзине',
    en: 'Unpaid orders can hold at most 10 pieces: pay for your earlier orders or reduce the quantities in the cart',
  },
  total_changed: {
    ru: 'Сумма заказа изменилась: проверьте её и оформите заказ ещё раз',
    en: 'The order total has changed: please check it and place the order again',
  },
  cart_empty: { ru: 'Корзина пуста', en: 'The cart is empty' },
  cart_changed: {
    ru: 'Некоторые товары закончились и были удалены из корзины',
    en: 'Some items went out of stock and were removed from the cart',
  },
  validation_failed: {
    ru: 'Проверьте правильность заполнения полей',
    en: 'Please check the form fields',
  },
  phone_not_confirmed: {
    ru: 'Для оформления заказа необходимо подтвердить телефон',
    en: 'Please confirm your phone to place the order',
  },
  delivery_method_unavailable: {
    ru: 'Выбранный способ доставки недоступен',
    en: 'The chosen delivery method is not available',
  },
  express_cutoff: {
    ru: 'Экспресс-доставка доступна только в будние дни при заказе до 16:00 по московскому времени',
    en: 'Express delivery is only available on weekdays for orders placed before 16:00 Moscow time',
  },
  same_day_cutoff: {
    ru: 'Доставка в день заказа доступна только в будние дни при заказе до 13:00 по московскому времени',
    en: 'Same-day delivery is only available on weekdays for orders placed before 13:00 Moscow time',
  },
  payment_method_unavailable: {
    ru: 'Выбранный способ оплаты недоступен',
    en: 'The chosen payment method is not available',
  },
} as const;

export type CartMessageCode = keyof typeof MESSAGES;

export const cartMessage = (code: CartMessageCode, locale: Locale): string =>
  MESSAGES[code][locale];
