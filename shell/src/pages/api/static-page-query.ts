import { storefrontApi } from '@shop/api-client';
import { queryOptions, useQuery } from '@shop/data';
import { errorText } from '@shop/error-codes';
import type { Locale } from '@shop/types';
import { SHELL_ERRORS } from '../../error-codes';

/**
 * A static page's text from the content store, in the page's locale. The server render
 * prefetches the same options (shellRouteQueries), so a hydrating page starts from the served
 * answer and does not ask again.
 */
export const staticPageQuery = (locale: Locale, slug: string) =>
  queryOptions({
    queryKey: ['shell', 'static-page', locale, slug],
    queryFn: ({ signal }) => storefrontApi().getContentPage(slug, locale, { signal }),
    meta: {
      owner: 'shell',
      errorCode: errorText(SHELL_ERRORS.STATIC_PAGE_UNAVAILABLE, 'static page'),
    },
  });

export const useStaticPageQuery = (locale: Locale, slug: string) =>
  useQuery(staticPageQuery(locale, slug));
