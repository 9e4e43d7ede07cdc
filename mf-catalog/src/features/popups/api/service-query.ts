import { queryOptions } from '@shop/data';
import type { Storefront } from '@shop/types';
import { fetchService } from './fetch-service';
import { catalogRead } from '../../../api/query-meta';

/** A service text (delivery, returns…) of the product page's popups. */
export const serviceQuery = (storefront: Storefront, key: string) =>
  queryOptions({
    queryKey: ['catalog', 'service', storefront, key],
    queryFn: ({ signal }) => fetchService(key, signal),
    meta: catalogRead('service'),
  });
