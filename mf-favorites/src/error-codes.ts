/** The favorites remote's error codes: code → meaning (a new code takes the next free number). */
import { defineErrorCodes } from '@shop/error-codes';

export const FAV_ERRORS = defineErrorCodes(
  { source: 'favorites', prefixes: ['FAV'] },
  {
    WISHLIST_PRODUCTS_UNAVAILABLE: [
      'FAV-001',
      "The wishlist's products could not be loaded: the page says so with a retry.",
    ],
    NOT_SAVED_LOCALLY: [
      'FAV-002',
      'The wishlist could not be kept in local storage: only persistence across reloads is lost.',
    ],
    SYNC_FAILED: ['FAV-003', 'A wishlist change was not accepted by the server: it is undone.'],
    ADD_TO_CART_FAILED: ['FAV-004', 'A wishlist product could not be added to the cart.'],
    ADD_SELECTED_FAILED: ['FAV-005', 'Adding the selected products to the cart failed.'],
  },
);
