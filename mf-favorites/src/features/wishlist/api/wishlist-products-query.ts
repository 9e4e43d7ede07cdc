import { storefrontApi } from '@shop/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@shop/data';
import { errorText } from '@shop/error-codes';
import { useBusState } from '@shop/event-bus';
import type { Storefront } from '@shop/types';
import { FAV_ERRORS } from '../../../error-codes';
import type { WishlistQuery } from '../wishlist-query';

/**
 * One page of POST /favorites/show (20 a page) for these ids: guests send their list, the
 * server answers a user's own, so the visitor (`isAuth`) is part of the key and a login or
 * logout asks again. No ids is an empty list, answered without a request.
 */
export const wishlistProductsQuery = (
  storefront: Storefront,
  isAuth: boolean,
  ids: readonly number[],
  { page, sort, inStock }: WishlistQuery,
) =>
  queryOptions({
    queryKey: ['favorites', 'wishlist', storefront, isAuth, ids.join(','), page, sort, inStock],
    queryFn: async ({ signal }) => {
      if (ids.length === 0) return { products: [], pages: 1, quantity: 0 };
      const { result } = await storefrontApi().showFavorites(
        { favorites: [...ids], page, sort, inStock },
        { signal },
      );
      return { products: result.products, pages: result.pages, quantity: result.quantity };
    },
    meta: {
      owner: 'favorites',
      invalidatedBy: ['user:changed'],
      errorCode: errorText(FAV_ERRORS.WISHLIST_PRODUCTS_UNAVAILABLE, 'wishlist products'),
    },
  });

/**
 * The wishlist page's products for `ids` (the list on the bus) in the visitor's storefront: a
 * new page, filter or id list keeps showing the previous page until its answer arrives.
 */
export function useWishlistProductsQuery(ids: readonly number[], query: WishlistQuery) {
  const storefront = useBusState('storefront')?.storefront ?? 'ru';
  const isAuth = useBusState('user').isAuth;
  return useQuery({
    ...wishlistProductsQuery(storefront, isAuth, ids, query),
    placeholderData: keepPreviousData,
  });
}
