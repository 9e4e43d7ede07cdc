/**
 * The shell's own pages (static pages, not-found) rendered on the server, by the same contract
 * as a remote's `./server` (ADR 13): built into the shell's Node build beside the chrome.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createServerLoader } from '@shop/api-client';
import { ServerBusState } from '@shop/event-bus';
import type { RouteState, StorefrontState } from '@shop/types';
import {
  RemoteProviders,
  rootIdPrefix,
  ServerRenderProvider,
  type ServerRenderData,
  type ServerRenderRequest,
  type ServerRenderResult,
} from '@shop/ui';
import { shellMessages } from '../i18n/messages';
import { SHELL_PAGES_CONTAINER, ShellPages } from './shell-pages';

/**
 * Renders the shell's page for the route with its data. The data hooks (`useLoad`) start
 * their requests in a first pass, the page renders with the answers in a second, and those
 * answers go into the page for hydration. A failed request or a render error rejects: the
 * shell's server then leaves the slot to the browser.
 */
export async function renderPage(request: ServerRenderRequest): Promise<ServerRenderResult> {
  const route = request.route as RouteState;
  const storefront = request.storefront as StorefrontState;
  const { load, data, settled } = createServerLoader(request.apiOrigin, storefront.storefront);
  const page = (serverRender: ServerRenderData): ReactNode => (
    <ServerBusState value={{ route, storefront }}>
      <ServerRenderProvider value={serverRender}>
        <RemoteProviders messages={shellMessages}>
          <ShellPages />
        </RemoteProviders>
      </ServerRenderProvider>
    </ServerBusState>
  );
  const identifierPrefix = rootIdPrefix(SHELL_PAGES_CONTAINER);
  renderToString(page({ seed: {}, load, discover: true }), { identifierPrefix });
  await settled();
  if (request.signal.aborted) throw new Error('SHELL-SSR-007 the render ran out of time');
  const html = renderToString(page({ seed: data }), { identifierPrefix });
  return { html, data, head: '' };
}
