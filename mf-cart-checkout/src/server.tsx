/**
 * The cart's server entry (`./server`, built for Node beside the browser build): renders the
 * empty cart of a visitor without a session for the shell's server (ADR 43). Every other cart
 * is the visitor's own and is rendered in the browser (ADR 13).
 */
import { renderToString } from 'react-dom/server';
import { dehydratePage } from '@shop/data';
import { errorText } from '@shop/error-codes';
import { ServerBusState } from '@shop/event-bus';
import type { RouteState, StorefrontState } from '@shop/types';
import {
  inServerRender,
  RemoteProviders,
  rootIdPrefix,
  type ServerRenderRequest,
  type ServerRenderResult,
} from '@shop/ui';
import { cartFirstViewQuery, isEmptyCart } from './features/cart/api/cart-query';
import { messages } from './i18n/messages';
import { CART_ERRORS } from './error-codes';
import { Root } from './root';

const CONTAINER = 'cart_checkout';

/** React's mark of a Suspense boundary it left to the browser (see the catalog's server). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * The cart page as a visitor without a session sees it: its first view (GET /cart, asked
 * without cookies: an empty cart) renders the empty state, and the other remotes' pieces it
 * shows are left as places the shell fills (RemoteComponent). The first view goes into the page
 * dehydrated: the browser's first render shows the same cart and asks only its calculation.
 */
export async function renderPage(request: ServerRenderRequest): Promise<ServerRenderResult> {
  const route = request.route as RouteState;
  const storefront = request.storefront as StorefrontState;
  if (route.name !== 'cart')
    throw new Error(errorText(CART_ERRORS.NOT_SERVED, `${route.name} is rendered in the browser`));
  return inServerRender(request, async (data, load) => {
    const view = await load(() => data.fetchQuery(cartFirstViewQuery(storefront.storefront)));
    if (!isEmptyCart(view.cartData))
      throw new Error(errorText(CART_ERRORS.PART_NOT_RENDERED, 'a sessionless cart has products'));
    const html = renderToString(
      <ServerBusState value={{ route, storefront }}>
        <RemoteProviders messages={messages} queryClient={data}>
          <Root />
        </RemoteProviders>
      </ServerBusState>,
      { identifierPrefix: rootIdPrefix(CONTAINER) },
    );
    if (html.includes(CLIENT_RENDERED_BOUNDARY))
      throw new Error(
        errorText(CART_ERRORS.PART_NOT_RENDERED, 'the empty cart suspended on the server'),
      );
    return { html, data: dehydratePage(data), head: '' };
  });
}
