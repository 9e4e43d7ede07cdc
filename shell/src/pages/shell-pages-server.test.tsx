/**
 * @jest-environment node
 */
// Node, not jsdom: the server render must not need `window` or `document`.
import type { RouteState, StorefrontState } from '@shop/types';
import type { ServerRenderRequest } from '@shop/ui';
import { content, mockApiServer, reply } from '@shop/api-client/testing';
import { renderPage } from './shell-pages-server';

const PAGES = {
  ru: { title: 'О нас', body: 'Мы собираем украшения.\n\nНаши магазины & <адреса>.' },
  en: { title: 'About us', body: 'We bring together jewelry.\n\nOur stores.' },
};

const NOT_FOUND = {
  ru: ['Страница не найдена', 'Возможно, страница была удалена', 'Перейти в каталог'],
  en: ['Page not found', 'The page may have been removed', 'Go to the catalog'],
};

const route = (name: string, pathname: string, owner = 'shell'): RouteState =>
  ({ name, owner, layout: 'default', pathname, search: '', params: {} }) as RouteState;

const storefrontState = (storefront: 'ru' | 'en'): StorefrontState => ({
  storefront,
  locale: storefront,
  currency: storefront === 'ru' ? 'RUB' : 'USD',
});

function request(
  name: string,
  pathname: string,
  storefront: 'ru' | 'en' = 'ru',
  signal = new AbortController().signal,
): ServerRenderRequest {
  return {
    route: route(name, pathname),
    storefront: storefrontState(storefront),
    apiOrigin: 'http://api.test/api',
    pageOrigin: 'http://shop.test',
    signal,
  };
}

/** The requests the content route saw: the server render fetches through MSW's node server. */
let seen: Request[] = [];
let onAnswer: () => void = () => {};

mockApiServer(
  content.page(({ request, query }) => {
    seen.push(request);
    onAnswer();
    if (new URL(request.url).pathname !== '/api/content/pages/about') return reply(404, {});
    return PAGES[query.get('locale') as 'ru' | 'en'];
  }),
);

describe("server rendering of the shell's own pages", () => {
  beforeEach(() => {
    seen = [];
    onAnswer = () => {};
  });

  it.each(['ru', 'en'] as const)(
    'renders a static page with its %s content, fetched once, and returns the data it used',
    async (storefront) => {
      const result = await renderPage(request('about', '/about', storefront));
      expect(seen).toHaveLength(1);
      expect(seen[0]?.url).toBe(`http://api.test/api/content/pages/about?locale=${storefront}`);
      // Nobody's cookies: the render is the same for every visitor.
      expect(seen[0]?.credentials).toBe('omit');
      expect(result.html).toContain(`>${PAGES[storefront].title}</h1>`);
      // Each paragraph of the body, its text escaped.
      const paragraphs = [...result.html.matchAll(/<p[^>]*>([^<]*)<\/p>/g)].map((m) => m[1]);
      expect(paragraphs).toEqual(
        storefront === 'ru'
          ? ['Мы собираем украшения.', 'Наши магазины &amp; &lt;адреса&gt;.']
          : ['We bring together jewelry.', 'Our stores.'],
      );
      expect(result.html).toContain('aria-busy="false"');
      // The request's query client, dehydrated: the page's answer under staticPageQuery's key.
      expect(result.data).toMatchObject({
        queries: [
          {
            queryKey: ['shell', 'static-page', storefront, 'about'],
            state: { status: 'success', data: PAGES[storefront] },
          },
        ],
      });
      expect(result.head).toBe('');
    },
  );

  it("renders the not-found page in the storefront language, leaving the bestsellers' place for the catalog to fill (ADR 43)", async () => {
    for (const storefront of ['ru', 'en'] as const) {
      const result = await renderPage(request('not-found', '/404', storefront));
      for (const text of NOT_FOUND[storefront]) expect(result.html).toContain(text);
      expect(result.html).toContain('href="/catalog"');
      expect(result.html).toContain(
        '<div data-shop-piece="catalog/./BestsellersSlider" data-shop-piece-props="{}"></div>',
      );
      expect(result.data).toMatchObject({ queries: [] });
    }
    expect(seen).toEqual([]);
  });

  it('renders an unknown path with its title', async () => {
    const result = await renderPage(request('unknown', '/no/such/page', 'en'));
    expect(result.html).toContain('This page could not be found');
  });

  it('rejects when the content cannot be fetched or the time is up, so the browser renders the slot', async () => {
    await expect(renderPage(request('contacts', '/contacts'))).rejects.toThrow();
    const late = new AbortController();
    onAnswer = () => late.abort();
    await expect(renderPage(request('about', '/about', 'ru', late.signal))).rejects.toThrow(
      'SHELL-SSR-007',
    );
  });
});
