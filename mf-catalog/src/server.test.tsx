/**
 * @jest-environment node
 */
// Node, not jsdom: the server render must not need `window` or `document`.
import type { RouteState, StorefrontState } from '@shop/types';
import type { ServerRenderRequest } from '@shop/ui';
import {
  apiCalls,
  apiError,
  apiServer,
  catalog,
  content,
  mockApiServer,
  reply,
} from '@shop/api-client/testing';
import { productFixture } from './testing/product-fixture';
import { renderPage, renderPiece } from './server';

const storefront: StorefrontState = { storefront: 'en', locale: 'en', currency: 'USD' };

function request(name: string, pathname: string, params: Record<string, string> = {}) {
  const route = { name, owner: 'catalog', layout: 'default', pathname, search: '', params };
  return (signal = new AbortController().signal): ServerRenderRequest => ({
    route: route as RouteState,
    storefront,
    apiOrigin: 'http://api.test/api',
    pageOrigin: 'http://shop.test',
    signal,
  });
}

const densities = { '1x': '/b.jpg', '2x': '/b@2x.jpg', '3x': '/b@3x.jpg' };
const formats = { webp: densities, png: densities, jpg: densities };
const image = { mobile: formats, tablet: formats, desktop: formats };
const banner = { id: 1, title: 'Served banner', subtitle: '', url: '/catalog/rings', image };

const listing = (name: string) => ({
  result: {
    quantity: 1,
    products: [productFixture({ id: 5, name, url: '/jewelry/5' })],
    limit: 48,
    offset: 0,
    title: 'Rings',
    filters: { designers: [], categories: [], tags: [], price: { min: 0, max: 0 } },
  },
});

// The server render fetches through createServerApi: MSW's node server answers it too.
mockApiServer(
  catalog.bestsellers({ bestsellers: [] }),
  catalog.show(listing('New ring')),
  content.mainPage({ mainBanner: banner, certificateStoryImage: image, banners: [] }),
  catalog.product(({ params }) =>
    params.id === '7'
      ? { product: productFixture({ id: 7, name: 'Served ring' }) }
      : apiError(404, 'not_found'),
  ),
);

describe("the catalog's server render (ADR 13, 23)", () => {
  /** The calls made, as "METHOD /path" after the API origin's '/api'. */
  const calls = () => apiCalls().map((call) => `${call.method} ${call.path}`);
  let credentials: RequestCredentials[];
  const onRequest = ({ request }: { request: Request }) => {
    credentials.push(request.credentials);
  };

  beforeEach(() => {
    credentials = [];
    apiServer.events.on('request:start', onRequest);
  });
  afterEach(() => {
    apiServer.events.removeListener('request:start', onRequest);
    // The server's calls carry no cookies of the shopper's browser.
    expect(credentials.filter((sent) => sent !== 'omit')).toEqual([]);
  });

  it("fetches the home page's queries together, once each, and renders once with them", async () => {
    const result = await renderPage(request('home', '/')());
    expect(calls().sort()).toEqual([
      'GET /main-page',
      'GET /pd/frontend/bestsellers',
      'POST /catalog/show',
    ]);
    expect(result.html).toContain('Served banner');
    expect(result.html).toContain('New ring');
    expect(result.html).not.toContain('aria-busy="true"');
    // The request's query client, dehydrated: what the browser hydrates from.
    const keys = (result.data as { queries: { queryKey: unknown[] }[] }).queries.map(
      (query) => query.queryKey[1],
    );
    expect(keys.sort()).toEqual(['bestsellers', 'main-page', 'new-products']);
  });

  it('serves a product page with its data, meta tags and JSON-LD', async () => {
    const result = await renderPage(request('product', '/jewelry/7', { id: '7' })());
    expect(calls()).toEqual(['GET /jewelry/7']);
    expect(result.html).toContain('Served ring');
    expect(result.head).toContain('<meta property="og:title" content="Served ring" />');
    expect(result.head).toContain('application/ld+json');
    // Its page's chunk, named for the shell to preload (the browser build names it so).
    expect(result.chunks).toEqual(['page-product']);
  });

  it('serves a listing with its ItemList', async () => {
    const result = await renderPage(
      request('catalog-listing', '/catalog/rings', { rest: 'rings' })(),
    );
    expect(calls()).toEqual(['POST /catalog/show']);
    expect(result.html).toContain('New ring');
    expect(result.head).toContain('"@type":"ItemList"');
    // A listing is in the app chunk itself: nothing more to preload.
    expect(result.chunks).toEqual([]);
  });

  it('serves a search that found nothing with the bestsellers it shows, asked as it rendered', async () => {
    apiServer.use(
      catalog.show({ result: { ...listing('').result, quantity: 0, products: [] } }),
      catalog.bestsellers({ bestsellers: [productFixture({ id: 9, name: 'Best ring' })] }),
    );
    const result = await renderPage(request('search-results', '/search/zzz', { id: 'zzz' })());
    expect(calls()).toEqual(['POST /catalog/show', 'GET /pd/frontend/bestsellers']);
    expect(result.html).toContain('data-testid="search-nothing-found"');
    expect(result.html).toContain('Best ring');
    const keys = (result.data as { queries: { queryKey: unknown[] }[] }).queries.map(
      (query) => query.queryKey[1],
    );
    expect(keys).toContain('bestsellers');
  });

  it('rejects when a request fails, so the browser renders the slot', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    apiServer.use(content.mainPage(reply(500, {})));
    await expect(renderPage(request('home', '/')())).rejects.toBeDefined();
    await expect(renderPage(request('product', '/jewelry/8', { id: '8' })())).rejects.toBeDefined();
  });

  it('rejects when a part of the page throws inside a Suspense boundary, not a half page', async () => {
    // A product without its price makes the (lazily loaded) product page throw while
    // rendering: React would leave that boundary to the browser and still answer markup.
    apiServer.use(
      catalog.product(() => ({
        product: { ...productFixture({ id: 7 }), price: null } as unknown as ReturnType<
          typeof productFixture
        >,
      })),
    );
    await expect(renderPage(request('product', '/jewelry/7', { id: '7' })())).rejects.toThrow(
      'CATALOG-SSR-004',
    );
  });

  it('rejects when the budget is spent', async () => {
    const controller = new AbortController();
    apiServer.use(
      catalog.product(() => {
        controller.abort();
        return { product: productFixture({ id: 7 }) };
      }),
    );
    await expect(
      renderPage(request('product', '/jewelry/7', { id: '7' })(controller.signal)),
    ).rejects.toThrow('CATALOG-SSR-002');
  });
});

describe("the catalog's pieces for other remotes' served pages (ADR 43)", () => {
  const pieceRequest = (expose: string, props: Record<string, unknown> = {}) => ({
    ...request('cart', '/cart')(),
    expose,
    props,
  });

  it('renders the bestsellers slider with its data, its first photos at high priority', async () => {
    apiServer.use(
      catalog.bestsellers({
        bestsellers: [
          productFixture({ id: 9, name: 'Best ring' }),
          productFixture({ id: 10, name: 'Best earrings' }),
          productFixture({ id: 11, name: 'Best chain' }),
        ],
      }),
    );
    const piece = await renderPiece(pieceRequest('./BestsellersSlider', { priorityPhotos: 2 }));
    expect(piece.html).toContain('data-testid="bestsellers"');
    expect(piece.html).toContain('Best chain');
    expect(piece.html.match(/fetchPriority="high"/g)).toHaveLength(2);
    const keys = (piece.data as { queries: { queryKey: unknown[] }[] }).queries.map(
      (query) => query.queryKey[1],
    );
    expect(keys).toEqual(['bestsellers']);
  });

  it('rejects a component it does not render on the server, and a failed request', async () => {
    await expect(renderPiece(pieceRequest('./SearchBox'))).rejects.toThrow('CATALOG-SSR-004');
    apiServer.use(catalog.bestsellers(apiError(500, 'internal_error')));
    await expect(renderPiece(pieceRequest('./BestsellersSlider'))).rejects.toThrow();
  });
});
