import type { OrderStep } from '@shop/types';

/** Order steps, in order (docs/product/02-screens.md#auth-and-order-steps). */
export const ORDER_STEPS = ['cart', 'checkout'] as const satisfies readonly OrderStep[];
