import type {
  BestsellersResponse,
  CatalogShowResponse,
  DesignerResponse,
  DesignersResponse,
  ProductResponse,
  SearchSuggestResponse,
  TrendsResponse,
} from '@shop/types';
import { route } from '../route';

/** Listings, products, designers, search and trends. */
export const catalog = {
  show: route<CatalogShowResponse>('POST', '/catalog/show'),
  showTags: route<CatalogShowResponse>('POST', '/tags/show'),
  /** A banner's product query: POST /{fetchUrl}/show, e.g. section('/trend/gold'). */
  section: (fetchUrl: string) =>
    route<CatalogShowResponse>('POST', `/${fetchUrl.replace(/^\/+|\/+$/g, '')}/show`),
  bestsellers: route<BestsellersResponse>('GET', '/pd/frontend/bestsellers'),
  /** GET /jewelry/:id (any id unless the answer looks at `params.id`). */
  product: route<ProductResponse>('GET', '/jewelry/:id'),
  designers: route<DesignersResponse>('GET', '/designers'),
  designer: route<DesignerResponse>('GET', '/designers/:id'),
  searchSuggest: route<SearchSuggestResponse>('GET', '/search/suggest'),
  trends: route<TrendsResponse>('GET', '/trends'),
};
