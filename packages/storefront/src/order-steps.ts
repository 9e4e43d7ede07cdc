import type { OrderStep } from '@shop/types';

/** Order steps, in order (spec §2.8). */
export const ORDER_STEPS = ['cart', 'checkout'] as const satisfies readonly OrderStep[];
