import { storefrontApi } from '@shop/api-client';
import { queryOptions } from '@shop/data';
import type { Locale } from '@shop/types';
import { shellQueryKey } from '../../state/use-load';

/** A static page's text from the content store, in the page's locale. */
export const staticPageQuery = (locale: Locale, slug: string) =>
  queryOptions({
    queryKey: shellQueryKey(`${locale}:${slug}`),
    queryFn: ({ signal }) => storefrontApi().getContentPage(slug, locale, { signal }),
  });
