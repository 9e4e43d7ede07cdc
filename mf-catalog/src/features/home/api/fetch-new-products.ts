import type { ListingProduct } from '@shop/types';
import { fetchListing } from '../../listing/api/fetch-listing';

/** Products shown in the home page's "new" slider. */
export const HOME_NEW_PRODUCTS_LIMIT = 12;

/** POST /catalog/show serves the new products (docs/product/07-calls.md#catalogue-and-content). */
export async function fetchNewProducts(signal?: AbortSignal): Promise<ListingProduct[]> {
  const result = await fetchListing(
    { url: '/new', limit: HOME_NEW_PRODUCTS_LIMIT, offset: 0 },
    signal,
  );
  return result.products;
}
