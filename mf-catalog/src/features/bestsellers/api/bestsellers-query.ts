import { queryOptions } from '@shop/data';
import type { Storefront } from '@shop/types';
import { fetchBestsellers } from './fetch-bestsellers';
import { catalogRead } from '../../../api/query-meta';

/** The bestsellers slider (home, not-found states). */
export const bestsellersQuery = (storefront: Storefront) =>
  queryOptions({
    queryKey: ['catalog', 'bestsellers', storefront],
    queryFn: ({ signal }) => fetchBestsellers(signal),
    meta: catalogRead('bestsellers'),
  });
