import type { CheckoutAnalyticsStep } from '@shop/types';

/** Steps reported to analytics during checkout (docs/product/04-states.md#checkout-analytics-steps). */
export const CHECKOUT_ANALYTICS_STEPS = {
  goToCart: 1,
  contactData: 2,
  deliveryMethod: 3,
  paymentMethod: 4,
  contactMethod: 5,
  orderConfirmation: 6,
  thankYouPage: 7,
} as const satisfies Record<string, CheckoutAnalyticsStep>;
