import type { CartAddRequest, CartAddResponse } from '@shop/types';
import { catalogApi } from '../../../api/client';

/** POST /cart/add (with CSRF); the answer's error or message is the cart error (spec §8). */
export function addToCart(request: CartAddRequest): Promise<CartAddResponse> {
  return catalogApi().addToCart(request);
}
