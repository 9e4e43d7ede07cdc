import { useEffect } from 'react';
import { keepPreviousData, useQuery } from '@shop/data';
import { useBusState } from '@shop/event-bus';
import type { Product } from '@shop/types';
import { wishlistProductsQuery } from './api/wishlist-products-query';
import type { WishlistQuery } from './wishlist-query';

export type WishlistLoad =
  | { status: 'loading' }
  | { status: 'ready'; products: readonly Product[]; pages: number; quantity: number }
  | { status: 'error' };

const EMPTY: WishlistLoad = { status: 'ready', products: [], pages: 1, quantity: 0 };

/**
 * The wishlist page's products for the ids on the bus (wishlistProductsQuery): a new page,
 * filter or id list keeps showing the previous page until its answer arrives, and each new
 * `attempt` (a retry, a removal settled) asks again.
 */
export function useWishlistProducts(
  ids: readonly number[],
  query: WishlistQuery,
  attempt: number,
): WishlistLoad {
  const storefront = useBusState('storefront')?.storefront ?? 'ru';
  const isAuth = useBusState('user').isAuth;
  const products = useQuery({
    ...wishlistProductsQuery(storefront, isAuth, ids, query),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });
  const { refetch } = products;
  useEffect(() => {
    if (attempt > 0) void refetch();
  }, [attempt, refetch]);

  if (ids.length === 0) return EMPTY;
  if (products.isSuccess) return { status: 'ready', ...products.data };
  if (products.isError && !products.isFetching) return { status: 'error' };
  return { status: 'loading' };
}
