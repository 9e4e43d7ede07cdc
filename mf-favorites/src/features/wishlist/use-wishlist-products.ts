import { useEffect, useState } from 'react';
import { isCancelled, storefrontApi } from '@shop/api-client';
import { useBusState } from '@shop/event-bus';
import type { Product } from '@shop/types';

export type WishlistLoad =
  { status: 'loading' } | { status: 'ready'; products: readonly Product[] } | { status: 'error' };

/** The products behind the wishlist ids on the bus; reloads when the ids change. */
export function useWishlistProducts(ids: readonly number[], attempt: number): WishlistLoad {
  const storefront = useBusState('storefront')?.storefront ?? 'ru';
  const [load, setLoad] = useState<WishlistLoad>({ status: 'loading' });
  const key = ids.join(',');

  useEffect(() => {
    if (key === '') {
      setLoad({ status: 'ready', products: [] });
      return;
    }
    const controller = new AbortController();
    setLoad((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    storefrontApi()
      .showFavorites(
        { favorites: key.split(',').map(Number), inStock: false },
        { signal: controller.signal },
      )
      .then(
        ({ result }) => setLoad({ status: 'ready', products: result.products }),
        (error: unknown) => {
          if (isCancelled(error) || controller.signal.aborted) return;
          console.error('[favorites] FAV-001 wishlist products unavailable', error);
          setLoad({ status: 'error' });
        },
      );
    return () => controller.abort();
  }, [key, storefront, attempt]);

  return load;
}
