/** Steps of the auth popup (docs/product/02-screens.md#auth-and-order-steps): login, captcha, SMS confirm, registration. */
export type AuthStep = 1 | 2 | 3 | 4;

/** Order steps (docs/product/02-screens.md#auth-and-order-steps). */
export type OrderStep = 'cart' | 'checkout';

/** States of the cart/checkout page (docs/product/04-states.md#cart-page-states). */
export type CartPageState = 'empty-cart' | 'cart' | 'checkout' | 'payment' | 'payment-processing';

/** Checkout analytics steps 1–7 (docs/product/04-states.md#checkout-analytics-steps). */
export type CheckoutAnalyticsStep = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** Kinds of cart content (docs/product/04-states.md#cart-content-kinds). */
export type CartContentKind = 'certificate' | 'package' | 'product';

/** Values of the marketing attribution cookie (docs/product/04-states.md#attribution-cookie). */
export type AttributionValue = 'gdeslon' | 'paid' | 'other';

/** Layout class of a viewport width (docs/product/09-constants.md#breakpoints). */
export type Device = 'mobile' | 'tablet' | 'desktop';

/** Delivery areas recognised from address text (docs/product/05-validation.md#delivery-areas-and-pickpoint-codes). */
export type SpecialDeliveryArea =
  'moscow' | 'moscow-region' | 'leningrad-region' | 'saint-petersburg' | 'nizhny-novgorod';
