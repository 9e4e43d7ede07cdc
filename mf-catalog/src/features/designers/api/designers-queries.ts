import { queryOptions } from '@shop/data';
import type { Storefront } from '@shop/types';
import { fetchDesigner, fetchDesigners } from './fetch-designers';
import { catalogRead } from '../../../api/query-meta';

/** Every designer (/designers). */
export const designersQuery = (storefront: Storefront) =>
  queryOptions({
    queryKey: ['catalog', 'designers', storefront],
    queryFn: ({ signal }) => fetchDesigners(signal),
    meta: catalogRead('designers'),
  });

/** One designer's header on their listing. */
export const designerQuery = (storefront: Storefront, id: string) =>
  queryOptions({
    queryKey: ['catalog', 'designer', storefront, id],
    queryFn: ({ signal }) => fetchDesigner(id, signal),
    meta: catalogRead('designer'),
  });
