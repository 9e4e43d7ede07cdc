import { queryOptions } from '@shop/data';
import type { CatalogShowRequest, Storefront } from '@shop/types';
import { parseListingQuery, showRequest } from '../listing-query';
import type { ListingSource } from '../listing-source';
import { fetchListing } from './fetch-listing';
import { catalogRead } from '../../../api/query-meta';

/** One page of a listing (POST /catalog/show or /tags/show). */
export const listingQuery = (
  storefront: Storefront,
  section: ListingSource['section'],
  request: CatalogShowRequest,
) =>
  queryOptions({
    queryKey: ['catalog', 'listing', storefront, section, request],
    queryFn: ({ signal }) => fetchListing(request, signal, section),
    meta: catalogRead('listing'),
  });

/** The listing a route shows: its source, page, sort and filters from the URL's search. */
export const routeListingQuery = (storefront: Storefront, source: ListingSource, search: string) =>
  listingQuery(storefront, source.section, showRequest(source.url, parseListingQuery(search)));
