import { waitFor } from '@testing-library/react';
import { apiCalls, content, mockApiServer } from '@shop/api-client/testing';
import { bus } from '@shop/event-bus';
import type { RouteState } from '@shop/types';
import { renderPage } from './shell-pages-server';
import { shellPagesLifecycles } from './shell-pages-app';

// ADR 13: the browser hydrates what the shell's server rendered, from the data it served.

const ABOUT = { title: 'О нас', body: 'Мы собираем украшения.\n\nНаши магазины.' };

const aboutRoute: RouteState = {
  name: 'about',
  owner: 'shell',
  layout: 'default',
  pathname: '/about',
  search: '',
  params: {},
};
const storefront = { storefront: 'ru', locale: 'ru', currency: 'RUB' } as const;

// createRemoteLifecycles gives one function per lifecycle (single-spa's type allows arrays).
type Lifecycle = (props: object) => Promise<unknown>;
const { bootstrap, mount, unmount } = shellPagesLifecycles as unknown as Record<
  'bootstrap' | 'mount' | 'unmount',
  Lifecycle
>;

// The served render and the browser's client both fetch through MSW.
mockApiServer(content.page(ABOUT));

describe("hydration of the shell's served pages", () => {
  const props = () => ({
    name: 'shell-pages',
    domElementGetter: () => document.getElementById('shell-main') as HTMLElement,
  });

  beforeAll(() => {
    // single-spa mounts outside React's act(), as in the browser.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });

  beforeEach(() => {
    bus.set('storefront', storefront);
    bus.set('route', aboutRoute);
    jest.spyOn(console, 'error');
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('hydrates a served static page without a mismatch and without fetching it again; a later mount renders afresh from the fresh answer', async () => {
    const served = await renderPage({
      route: aboutRoute,
      storefront,
      apiOrigin: 'http://api.test/api',
      pageOrigin: 'http://shop.test',
      signal: new AbortController().signal,
    });
    expect(apiCalls().map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /content/pages/about',
    ]);
    document.body.innerHTML =
      `<main id="shell-main" data-ssr-owner="shell">${served.html}</main>` +
      `<script id="shop-ssr-data-shell" type="application/json">${JSON.stringify(served.data)}</script>`;
    const heading = document.querySelector('h1');

    // Mounted as single-spa mounts it (outside act: the lifecycle resolves once React's
    // effects have run, which act would hold back until its end).
    await bootstrap(props());
    await mount(props());
    // Hydrated in place: the served element is kept, nothing is fetched, React reports nothing.
    expect(document.querySelector('h1')).toBe(heading);
    expect(heading).toHaveTextContent('О нас');
    expect(document.querySelectorAll('main p')).toHaveLength(2);
    expect(apiCalls()).toHaveLength(1);
    expect(console.error).not.toHaveBeenCalled();
    expect(document.getElementById('shell-main')).not.toHaveAttribute('data-ssr-owner');

    // A later mount (a client navigation back to a shell page) creates its root afresh; the
    // answer is still fresh in the page's one query client (ADR 23), so nothing is fetched.
    await unmount(props());
    await mount(props());
    await waitFor(() => expect(document.querySelector('h1')).toHaveTextContent('О нас'));
    expect(document.querySelector('h1')).not.toBe(heading);
    expect(apiCalls()).toHaveLength(1);
    await unmount(props());
  });
});
