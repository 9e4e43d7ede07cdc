/**
 * The cart and checkout remote's error codes: code → meaning. A failure worth a developer's
 * attention gets the next number of its prefix here, then logError(CART_ERRORS.…) or
 * errorText(CART_ERRORS.…) where it happens.
 */
import { defineErrorCodes } from '@shop/error-codes';

export const CART_ERRORS = defineErrorCodes(
  { source: 'cart-checkout', prefixes: ['CART', 'CART-SSR'] },
  {
    NOT_SERVED: [
      'CART-SSR-001',
      "The cart's server entry was asked for a page it does not serve (only the empty cart of a visitor without a session is the same for everyone): the slot is left to the browser.",
    ],
    PART_NOT_RENDERED: [
      'CART-SSR-002',
      'A part of the empty cart threw or suspended in the server render, or its first view was not empty: the slot is left to the browser.',
    ],
  },
);
