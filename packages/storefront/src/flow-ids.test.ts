import { AUTH_STEPS } from './auth-steps';
import { CART_CONTENT_KINDS, CART_PAGE_STATES } from './cart-page-states';
import { CHECKOUT_ANALYTICS_STEPS } from './checkout-analytics-steps';
import { CONTACT_METHOD_IDS, DEFAULT_CONTACT_METHOD_ID } from './contact-methods';
import { ATTRIBUTION_VALUES } from './cookies';
import {
  DEFAULT_DELIVERY_METHOD,
  DELIVERY_METHODS,
  DELIVERY_SERVICE_TYPE_IDS,
  DELIVERY_TYPE_IDS,
} from './delivery-types';
import { ORDER_STEPS } from './order-steps';

// The ids and states of docs/product/02-screens.md#auth-and-order-steps, docs/product/04-states.md.
describe('flow ids and states of docs/product/02-screens.md#auth-and-order-steps, docs/product/04-states.md', () => {
  it.each<[string, unknown, unknown]>([
    ['auth steps', AUTH_STEPS, { login: 1, captcha: 2, smsConfirm: 3, registration: 4 }],
    ['order steps', ORDER_STEPS, ['cart', 'checkout']],
    [
      'cart page states',
      CART_PAGE_STATES,
      ['empty-cart', 'cart', 'checkout', 'payment', 'payment-processing'],
    ],
    ['cart content kinds', CART_CONTENT_KINDS, ['certificate', 'package', 'product']],
    [
      'checkout analytics steps',
      CHECKOUT_ANALYTICS_STEPS,
      {
        goToCart: 1,
        contactData: 2,
        deliveryMethod: 3,
        paymentMethod: 4,
        contactMethod: 5,
        orderConfirmation: 6,
        thankYouPage: 7,
      },
    ],
    [
      'delivery type ids',
      DELIVERY_TYPE_IDS,
      { courier: 1, pickpoint: 2, shop: 3, onlineCertificate: 4, pickup: 6 },
    ],
    [
      'delivery type ids, second map',
      DELIVERY_SERVICE_TYPE_IDS,
      {
        courier: 1,
        pickpoint: 2,
        shop: 3,
        onlineCertificate: 4,
        pickup: 6,
        fivePost: 2,
        dayToDay: 5,
      },
    ],
    [
      'delivery methods',
      [DELIVERY_METHODS, DEFAULT_DELIVERY_METHOD],
      [['courier', 'pickup'], 'courier'],
    ],
    ['contact method ids', CONTACT_METHOD_IDS, { call: 1, whatsapp: 2, sms: 3 }],
    ['default contact method (whatsapp)', DEFAULT_CONTACT_METHOD_ID, 2],
    ['attribution cookie values', ATTRIBUTION_VALUES, ['gdeslon', 'paid', 'other']],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});
