/**
 * What a server entry (a remote's `./server`, the shell's own pages) renders with, apart from
 * the browser's code (`@shop/ui/server`): the render's scope and its tree.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createServerApi, withServerApi } from '@shop/api-client';
import { createQueryClient, type QueryClient } from '@shop/data';
import { ServerBusState } from '@shop/event-bus';
import type { CurrencyCode, RouteState, StorefrontState } from '@shop/types';
import { RemoteProviders, type RemoteMessages } from './remote-providers';
import type { ServerRenderRequest } from './server-render';

/** Runs a data load through the render's own API client (see inServerRender). */
export type ServerLoad = <T>(load: () => Promise<T>) => Promise<T>;

/** How a server render asks for its data. */
export interface ServerRenderOptions {
  /** false: its data has no prices (the shell's pages ask without a currency). Default true. */
  priced?: boolean;
}

/**
 * The scope of one server render, a page's or a piece's (ADR 13, 23, 43): one API client for
 * the request's storefront and the visitor's currency, without cookies, straight to the API;
 * one query client of its own, never the process's, whose requests stop when the shell's
 * budget is spent and which is emptied afterwards.
 */
export async function inServerRender<T>(
  request: ServerRenderRequest,
  render: (data: QueryClient, load: ServerLoad) => Promise<T>,
  { priced = true }: ServerRenderOptions = {},
): Promise<T> {
  const { storefront } = request;
  const api = createServerApi(
    request.apiOrigin,
    storefront.storefront,
    priced ? (storefront.currency as CurrencyCode) : undefined,
    request.fetch,
  );
  const data = createQueryClient({ server: true });
  const stop = () => void data.cancelQueries();
  request.signal.addEventListener('abort', stop, { once: true });
  try {
    return await render(data, (load) => withServerApi(api, load));
  } finally {
    request.signal.removeEventListener('abort', stop);
    data.clear();
  }
}

/**
 * React's mark of a Suspense boundary it left to the browser (a part that threw or suspended):
 * text never carries it, since React escapes every "<" of a text.
 */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/** Whether a render left a part to the browser: the entry then rejects rather than serve half. */
export const leftPartToBrowser = (html: string): boolean => html.includes(CLIENT_RENDERED_BOUNDARY);

/**
 * An app's tree rendered as the browser will hydrate it: the route and the storefront on the
 * bus, the app's texts, the render's query client, and the `useId` prefix of its root.
 */
export function renderAppTree(
  {
    route,
    storefront,
    messages,
    data,
    identifierPrefix,
  }: {
    route: RouteState;
    storefront: StorefrontState;
    messages: RemoteMessages;
    data: QueryClient;
    identifierPrefix: string;
  },
  tree: ReactNode,
): string {
  return renderToString(
    <ServerBusState value={{ route, storefront }}>
      <RemoteProviders messages={messages} queryClient={data}>
        {tree}
      </RemoteProviders>
    </ServerBusState>,
    { identifierPrefix },
  );
}
