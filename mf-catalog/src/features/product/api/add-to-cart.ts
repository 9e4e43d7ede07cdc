import type { CartAddRequest, CartAddResponse } from '@shop/types';
import { storefrontApi } from '@shop/api-client';

/** POST /cart/add (with CSRF); the answer's error or message is the cart error (docs/product/08-messages.md#cart-and-code-errors). */
export function addToCart(request: CartAddRequest): Promise<CartAddResponse> {
  return storefrontApi().addToCart(request);
}
