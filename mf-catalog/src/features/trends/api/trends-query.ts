import { queryOptions } from '@shop/data';
import type { Storefront } from '@shop/types';
import { fetchTrends } from './fetch-trends';
import { catalogRead } from '../../../api/query-meta';

/** The trends (/trend). */
export const trendsQuery = (storefront: Storefront) =>
  queryOptions({
    queryKey: ['catalog', 'trends', storefront],
    queryFn: ({ signal }) => fetchTrends(signal),
    meta: catalogRead('trends'),
  });
