/**
 * The shell's own pages (static pages, not-found) rendered on the server, by the same contract
 * as a remote's `./server` (ADR 13): built into the shell's Node build beside the chrome.
 */
import { dehydratePage, prefetchAll, unfetchedQueries, type PrefetchQuery } from '@shop/data';
import { STATIC_PAGES } from '@shop/routes';
import type { RouteState, StorefrontState } from '@shop/types';
import { rootIdPrefix, type ServerRenderRequest, type ServerRenderResult } from '@shop/ui';
import { inServerRender, renderAppTree } from '@shop/ui/server';
import { shellMessages } from '../i18n/messages';
import { staticPageQuery } from './api/static-page-query';
import { SHELL_PAGES_CONTAINER, ShellPages } from './shell-pages';
import { errorText } from '@shop/error-codes';
import { SHELL_ERRORS } from '../error-codes';

const STATIC = new Set<string>(STATIC_PAGES);

/** The queries a shell page renders with (the not-found page has none of its own). */
export function shellRouteQueries(route: RouteState, storefront: StorefrontState): PrefetchQuery[] {
  return STATIC.has(route.name) ? [staticPageQuery(storefront.locale, route.name)] : [];
}

/**
 * Renders the shell's page for the route with its data (ADR 23): the route's queries are
 * fetched into the request's own query client, the page renders once from it, and the client
 * goes into the page dehydrated for hydration. A failed request, a query the page needed but
 * the route did not prefetch, or a render error rejects: the shell's server then leaves the
 * slot to the browser.
 */
export async function renderPage(request: ServerRenderRequest): Promise<ServerRenderResult> {
  const route = request.route as RouteState;
  const storefront = request.storefront as StorefrontState;
  return inServerRender(
    request,
    async (data, load) => {
      const timeUp = () =>
        new Error(errorText(SHELL_ERRORS.SHELL_PAGE_TIMEOUT, 'the render ran out of time'));
      await load(() => prefetchAll(data, shellRouteQueries(route, storefront))).catch(
        (error: unknown) => {
          throw request.signal.aborted ? timeUp() : error;
        },
      );
      if (request.signal.aborted) throw timeUp();
      const html = renderAppTree(
        {
          route,
          storefront,
          messages: shellMessages,
          data,
          identifierPrefix: rootIdPrefix(SHELL_PAGES_CONTAINER),
        },
        <ShellPages />,
      );
      const missed = unfetchedQueries(data);
      if (missed.length > 0)
        throw new Error(
          errorText(
            SHELL_ERRORS.SHELL_PAGE_QUERY_NOT_PREFETCHED,
            `${route.name} renders queries it did not prefetch: ${missed.join(', ')}`,
          ),
        );
      return { html, data: dehydratePage(data), head: '' };
    },
    // Its pages have no prices: their reads go without a currency.
    { priced: false },
  );
}
