import { useEffect, useState } from 'react';
import { isCancelled, storefrontApi } from '@shop/api-client';
import { useBusState } from '@shop/event-bus';
import type { Product } from '@shop/types';
import type { WishlistQuery } from './wishlist-query';

export type WishlistLoad =
  | { status: 'loading' }
  | { status: 'ready'; products: readonly Product[]; pages: number; quantity: number }
  | { status: 'error' };

/**
 * One page of POST /favorites/show (20 a page, docs/product/09-constants.md#page-sizes) for the ids on the bus: guests send their
 * list, the server answers a user's own. Reloads when the ids, the page or the filters change.
 */
export function useWishlistProducts(
  ids: readonly number[],
  query: WishlistQuery,
  attempt: number,
): WishlistLoad {
  const storefront = useBusState('storefront')?.storefront ?? 'ru';
  const isAuth = useBusState('user').isAuth;
  const [load, setLoad] = useState<WishlistLoad>({ status: 'loading' });
  const key = ids.join(',');
  const { page, sort, inStock } = query;

  useEffect(() => {
    if (key === '') {
      setLoad({ status: 'ready', products: [], pages: 1, quantity: 0 });
      return;
    }
    const controller = new AbortController();
    setLoad((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    storefrontApi()
      .showFavorites(
        { favorites: key.split(',').map(Number), page, sort, inStock },
        { signal: controller.signal },
      )
      .then(
        ({ result }) =>
          setLoad({
            status: 'ready',
            products: result.products,
            pages: result.pages,
            quantity: result.quantity,
          }),
        (error: unknown) => {
          if (isCancelled(error) || controller.signal.aborted) return;
          console.error('[favorites] FAV-001 wishlist products unavailable', error);
          setLoad({ status: 'error' });
        },
      );
    return () => controller.abort();
  }, [key, page, sort, inStock, storefront, isAuth, attempt]);

  return load;
}
