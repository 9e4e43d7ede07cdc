/**
 * The cart and checkout remote's error codes: code → meaning. None yet: a failure worth a
 * developer's attention gets the next CART number here, then logError(CART.…) where it happens.
 */
import { defineErrorCodes } from '@shop/error-codes';

export const CART_ERRORS = defineErrorCodes({ source: 'cart-checkout', prefixes: ['CART'] }, {});
