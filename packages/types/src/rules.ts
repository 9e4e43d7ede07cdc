/** Steps of the auth popup (spec §2.8): login, captcha, SMS confirm, registration. */
export type AuthStep = 1 | 2 | 3 | 4;

/** Order steps (spec §2.8). */
export type OrderStep = 'cart' | 'checkout';

/** States of the cart/checkout page (spec §4). */
export type CartPageState = 'empty-cart' | 'cart' | 'checkout' | 'payment' | 'payment-processing';

/** Checkout analytics steps 1–7 (spec §4). */
export type CheckoutAnalyticsStep = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** Kinds of cart content (spec §4). */
export type CartContentKind = 'certificate' | 'package' | 'product';

/** Values of the marketing attribution cookie (spec §4). */
export type AttributionValue = 'gdeslon' | 'paid' | 'other';

/** Layout class of a viewport width (spec §9 breakpoints). */
export type Device = 'mobile' | 'tablet' | 'desktop';

/** Delivery areas recognised from address text (spec §5). */
export type SpecialDeliveryArea =
  'moscow' | 'moscow-region' | 'leningrad-region' | 'saint-petersburg' | 'nizhny-novgorod';
