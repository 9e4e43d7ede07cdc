import type { AuthStep } from '@shop/types';

/** Steps of the auth popup (docs/product/02-screens.md#auth-and-order-steps). */
export const AUTH_STEPS = {
  login: 1,
  captcha: 2,
  smsConfirm: 3,
  registration: 4,
} as const satisfies Record<string, AuthStep>;
