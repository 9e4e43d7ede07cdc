import type { RouteState } from '@shop/types';

/** Which listing a route shows: the `url` of POST /catalog/show (docs/product/02-screens.md#parametrised-routes, docs/product/07-calls.md#catalogue-and-content). */
export interface ListingSource {
  /** POST /{section}/show: tag selections go to the tags section (docs/product/07-calls.md#catalogue-and-content). */
  section: 'catalog' | 'tags';
  url: string;
  /** Fallback heading when the API gives no title: a `route.*` key. */
  titleKey: string;
}

export function listingSource(route: Pick<RouteState, 'name' | 'params'>): ListingSource | null {
  const titleKey = `route.${route.name}`;
  switch (route.name) {
    case 'catalog':
      return { section: 'catalog', url: '', titleKey };
    case 'catalog-listing':
      return {
        section: 'catalog',
        url: `/${route.params.rest ?? ''}`.replace(/\/+$/, ''),
        titleKey,
      };
    case 'jewelry':
      return { section: 'catalog', url: '/jewelry', titleKey };
    case 'designer':
      return { section: 'catalog', url: `/designers/${route.params.id}`, titleKey };
    case 'trend-item':
      return { section: 'catalog', url: `/trend/${route.params.id}`, titleKey };
    case 'tag':
      return { section: 'tags', url: `/${route.params.id}`, titleKey };
    case 'search-results':
      return { section: 'catalog', url: `/search/${route.params.id}`, titleKey };
    default:
      return null;
  }
}
