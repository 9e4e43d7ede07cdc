import { useCallback, useState } from 'react';
import { bus } from '@shop/event-bus';
import type { CartAddRequest } from '@shop/types';
import { serverMessage } from '../../api/client';
import { addToCart } from './api/add-to-cart';

export type AddToCartState =
  { status: 'idle' | 'pending' | 'added' } | { status: 'error'; message: string | null };

/**
 * Adds to the cart through the API, then tells every remote on the bus
 * (`cart:changed`) so the header counter moves.
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
      setState({ status: 'added' });
      return true;
    } catch (error) {
      console.error('[catalog] CATALOG-002 add to cart failed', error);
      setState({ status: 'error', message: serverMessage(error) });
      return false;
    }
  }, []);
  return { state, add };
}
