import type { CartContentKind, CartPageState } from '@shop/types';

/** States of the cart/checkout page (spec §4). */
export const CART_PAGE_STATES = [
  'empty-cart',
  'cart',
  'checkout',
  'payment',
  'payment-processing',
] as const satisfies readonly CartPageState[];

/** What a cart can hold (spec §4). */
export const CART_CONTENT_KINDS = [
  'certificate',
  'package',
  'product',
] as const satisfies readonly CartContentKind[];
