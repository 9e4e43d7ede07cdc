/**
 * The shell's own pages (static pages, not-found) rendered on the server, by the same contract
 * as a remote's `./server` (ADR 13): built into the shell's Node build beside the chrome.
 */
import { renderToString } from 'react-dom/server';
import { createServerApi, withServerApi } from '@shop/api-client';
import {
  createQueryClient,
  dehydratePage,
  prefetchAll,
  unfetchedQueries,
  type PrefetchQuery,
} from '@shop/data';
import { ServerBusState } from '@shop/event-bus';
import { STATIC_PAGES } from '@shop/routes';
import type { RouteState, StorefrontState } from '@shop/types';
import {
  RemoteProviders,
  rootIdPrefix,
  type ServerRenderRequest,
  type ServerRenderResult,
} from '@shop/ui';
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
  const api = createServerApi(request.apiOrigin, storefront.storefront, undefined, request.fetch);
  const data = createQueryClient({ server: true });
  const stop = () => void data.cancelQueries();
  request.signal.addEventListener('abort', stop, { once: true });
  try {
    const timeUp = () =>
      new Error(errorText(SHELL_ERRORS.SHELL_PAGE_TIMEOUT, 'the render ran out of time'));
    await withServerApi(api, () => prefetchAll(data, shellRouteQueries(route, storefront))).catch(
      (error: unknown) => {
        throw request.signal.aborted ? timeUp() : error;
      },
    );
    if (request.signal.aborted) throw timeUp();
    const html = renderToString(
      <ServerBusState value={{ route, storefront }}>
        <RemoteProviders messages={shellMessages} queryClient={data}>
          <ShellPages />
        </RemoteProviders>
      </ServerBusState>,
      { identifierPrefix: rootIdPrefix(SHELL_PAGES_CONTAINER) },
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
  } finally {
    request.signal.removeEventListener('abort', stop);
    data.clear();
  }
}
