import { queryOptions } from '@shop/data';
import type { Storefront } from '@shop/types';
import { fetchProduct } from './fetch-product';
import { catalogRead } from '../../../api/query-meta';

/** One product by id or slug: the product page and the composition popup share the answer. */
export const productQuery = (storefront: Storefront, id: string | number) =>
  queryOptions({
    queryKey: ['catalog', 'product', storefront, String(id)],
    queryFn: ({ signal }) => fetchProduct(id, signal),
    meta: catalogRead('product'),
  });
