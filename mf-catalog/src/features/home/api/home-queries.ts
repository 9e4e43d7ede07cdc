import { queryOptions } from '@shop/data';
import type { Storefront } from '@shop/types';
import { fetchMainPage } from './fetch-main-page';
import { fetchNewProducts } from './fetch-new-products';
import { catalogRead } from '../../../api/query-meta';

/** The home page's banners (GET /main-page). */
export const mainPageQuery = (storefront: Storefront) =>
  queryOptions({
    queryKey: ['catalog', 'main-page', storefront],
    queryFn: ({ signal }) => fetchMainPage(signal),
    meta: catalogRead('main-page'),
  });

/** The home page's "new" slider. */
export const newProductsQuery = (storefront: Storefront) =>
  queryOptions({
    queryKey: ['catalog', 'new-products', storefront],
    queryFn: ({ signal }) => fetchNewProducts(signal),
    meta: catalogRead('new-products'),
  });
