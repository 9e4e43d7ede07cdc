import type { PrefetchQuery } from '@shop/data';
import type { RouteState, Storefront } from '@shop/types';
import { bestsellersQuery } from './features/bestsellers/api/bestsellers-query';
import { designerQuery, designersQuery } from './features/designers/api/designers-queries';
import { mainPageQuery, newProductsQuery } from './features/home/api/home-queries';
import { routeListingQuery } from './features/listing/api/listing-query-options';
import { listingSource } from './features/listing/listing-source';
import { productQuery } from './features/product/api/product-query';
import { trendsQuery } from './features/trends/api/trends-query';

/**
 * The queries a route's page renders with, in the features' own options (the same keys the
 * components use): a server render fetches them all together before its one render pass
 * (ADR 23). A page that needs a query this list lacks is not served (the render checks).
 */
export function routeQueries(route: RouteState, storefront: Storefront): PrefetchQuery[] {
  const listing = () => {
    const source = listingSource(route);
    return source ? [routeListingQuery(storefront, source, route.search)] : [];
  };
  switch (route.name) {
    case 'home':
      return [
        mainPageQuery(storefront),
        newProductsQuery(storefront),
        bestsellersQuery(storefront),
      ];
    case 'product':
      return [productQuery(storefront, route.params.id ?? '')];
    case 'designers':
      return [designersQuery(storefront)];
    case 'designer':
      return [designerQuery(storefront, route.params.id ?? ''), ...listing()];
    case 'trend':
      return [trendsQuery(storefront)];
    case 'search':
    case 'search-results':
      return route.params.id ? listing() : [];
    default:
      return listing();
  }
}
