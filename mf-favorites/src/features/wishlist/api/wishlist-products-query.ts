import { storefrontApi } from '@shop/api-client';
import { queryOptions } from '@shop/data';
import { errorText } from '@shop/error-codes';
import type { Storefront } from '@shop/types';
import { FAV_ERRORS } from '../../../error-codes';
import type { WishlistQuery } from '../wishlist-query';

/**
 * One page of POST /favorites/show (20 a page) for these ids: guests send their list, the
 * server answers a user's own, so the visitor (`isAuth`) is part of the key and a login or
 * logout asks again.
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
