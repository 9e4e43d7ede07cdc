/**
 * @jest-environment node
 */
// Node, not jsdom: the server render must not need `window` or `document`.
import type { RouteState, StorefrontState } from '@shop/types';
import type { ServerRenderRequest } from '@shop/ui';
import { apiCalls, apiServer, cart, mockApiServer } from '@shop/api-client/testing';
import { cartAnswer, cartLineFixture } from './testing/cart-testing';
import { renderPage } from './server';

const storefront: StorefrontState = { storefront: 'ru', locale: 'ru', currency: 'RUB' };

function request(name: string, pathname: string): ServerRenderRequest {
  const route = {
    name,
    owner: 'cart-checkout',
    layout: 'default',
    pathname,
    search: '',
    params: {},
  };
  return {
    route: route as RouteState,
    storefront,
    apiOrigin: 'http://api.test/api',
    pageOrigin: 'http://shop.test',
    signal: new AbortController().signal,
  };
}

mockApiServer(cart.firstView(cartAnswer([])));

describe("the cart's server render (ADR 43)", () => {
  it('renders the empty cart from its first view, with a place for the bestsellers and the view dehydrated', async () => {
    const page = await renderPage(request('cart', '/cart'));
    expect(page.html).toContain('В корзине пока пусто');
    expect(page.html).toContain(
      '<div data-shop-piece="catalog/./BestsellersSlider" data-shop-piece-props="{&quot;priorityPhotos&quot;:2}"></div>',
    );
    expect(JSON.stringify(page.data)).toContain('cart-first-view');
    // Only the first view is asked: the calculation is the browser's.
    expect(apiCalls('GET /cart')).toHaveLength(1);
    expect(apiCalls('POST /cart/calculate')).toHaveLength(0);
  });

  it("refuses a cart with products and the cart's other pages: the browser renders those", async () => {
    apiServer.use(cart.firstView(cartAnswer([cartLineFixture()])));
    await expect(renderPage(request('cart', '/cart'))).rejects.toThrow('CART-SSR-002');
    await expect(renderPage(request('order-success', '/order-success/1'))).rejects.toThrow(
      'CART-SSR-001',
    );
  });
});
