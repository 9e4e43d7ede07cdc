/**
 * The cart's server entry (`./server`, built for Node beside the browser build): renders the
 * empty cart of a visitor without a session for the shell's server (ADR 43). Every other cart
 * is the visitor's own and is rendered in the browser (ADR 13).
 */
import { dehydratePage } from '@shop/data';
import { errorText } from '@shop/error-codes';
import type { RouteState, StorefrontState } from '@shop/types';
import { rootIdPrefix, type ServerRenderRequest, type ServerRenderResult } from '@shop/ui';
import { inServerRender, leftPartToBrowser, renderAppTree } from '@shop/ui/server';
import { cartFirstViewQuery, isEmptyCart } from './features/cart/api/cart-query';
import { messages } from './i18n/messages';
import { CART_ERRORS } from './error-codes';
import { Root } from './root';

const CONTAINER = 'cart_checkout';

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
    const html = renderAppTree(
      { route, storefront, messages, data, identifierPrefix: rootIdPrefix(CONTAINER) },
      <Root />,
    );
    if (leftPartToBrowser(html))
      throw new Error(
        errorText(CART_ERRORS.PART_NOT_RENDERED, 'the empty cart suspended on the server'),
      );
    return { html, data: dehydratePage(data), head: '' };
  });
}
