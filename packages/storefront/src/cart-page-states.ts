import type { CartContentKind, CartPageState } from '@shop/types';

/** States of the cart/checkout page (docs/product/04-states.md#cart-page-states). */
export const CART_PAGE_STATES = [
  'empty-cart',
  'cart',
  'checkout',
  'payment',
  'payment-processing',
] as const satisfies readonly CartPageState[];

/** What a cart can hold (docs/product/04-states.md#cart-content-kinds). */
export const CART_CONTENT_KINDS = [
  'certificate',
  'package',
  'product',
] as const satisfies readonly CartContentKind[];
