import { useCallback, useState } from 'react';
import { bus } from '@shop/event-bus';
import { addedProduct } from '@shop/storefront';
import type { CartAddRequest, CartData } from '@shop/types';
import { serverMessage } from '../../api/client';
import { addToCart } from './api/add-to-cart';
import { logError } from '@shop/error-codes';
import { CATALOG_ERRORS } from '../../error-codes';

export type AddToCartState =
  { status: 'idle' | 'pending' | 'added' } | { status: 'error'; message: string | null };

/** Analytics hears which product went into the cart (GA4 add_to_cart in the shell). */
function reportAdded(cartData: CartData, request: CartAddRequest): void {
  const added = addedProduct(
    cartData,
    { productId: request.product_id, skuId: request.sku_id },
    request.quantity ?? 1,
  );
  if (added)
    bus.emit('analytics:cart-change', { currency: cartData.currency, added: [added], removed: [] });
}

/**
 * Adds to the cart through the API, then tells every remote on the bus
 * (`cart:changed`) so the header counter moves, and analytics what was added.
 */
export function useAddToCart() {
  const [state, setState] = useState<AddToCartState>({ status: 'idle' });
  const add = useCallback(async (request: CartAddRequest) => {
    setState({ status: 'pending' });
    try {
      const answer = await addToCart({ quantity: 1, ...request });
      if (!answer.result) {
        setState({ status: 'error', message: answer.error || answer.message || null });
        return false;
      }
      bus.emit('cart:changed', { totalProducts: answer.cartData.totalProducts, source: 'catalog' });
      reportAdded(answer.cartData, request);
      setState({ status: 'added' });
      return true;
    } catch (error) {
      logError(CATALOG_ERRORS.ADD_TO_CART_FAILED, 'add to cart failed', error);
      setState({ status: 'error', message: serverMessage(error) });
      return false;
    }
  }, []);
  return { state, add };
}
