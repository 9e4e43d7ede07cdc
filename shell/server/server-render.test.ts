/**
 * @jest-environment node
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { CONTRACT_VERSION } from '@shop/types';
import {
  composePage,
  joinBytes,
  renderSlot,
  storefrontStateOf,
  type SlotRender,
} from './server-render';

// Minified, as html-webpack-plugin writes the template.
const TEMPLATE =
  '<!doctype html><html lang=ru><head><title>x</title></head><body data-layout=default>' +
  '<div id=shell-header></div><main id=shell-main tabindex=-1></main><div id=shell-footer></div>' +
  '<div id=shell-popups></div></body></html>';

const route = {
  name: 'home',
  owner: 'catalog' as const,
  layout: 'default' as const,
  pathname: '/',
  search: '',
  params: {},
};
const storefront = { storefront: 'ru' as const, locale: 'ru' as const, currency: 'RUB' as const };

/**
 * A remote's Node container as the federation runtime loads it (commonjs-module): its
 * `./server` renders a text that the test changes between "deployed versions".
 */
function containerSource(text: string, delayMs = 0, throws = false, piece = false): string {
  // A page that shows another remote's piece leaves its place (RemoteComponent's `served`).
  const place = piece
    ? `<div data-shop-piece="catalog/./Slider" data-shop-piece-props="{&quot;photos&quot;:2}"></div>`
    : '';
  const render = throws
    ? `() => Promise.reject(new Error('render failed'))`
    : `(request) => new Promise((resolve) => setTimeout(() => resolve({
        html: '<p>${text} ' + request.route.pathname + ' ' + request.storefront.currency + '</p>${place}',
        data: { 'main-page|ru': { title: 'x' } },
        head: '',
        chunks: ['page-product'],
      }), ${delayMs}))`;
  // Its pieces: the slider, told its props and the page's storefront.
  const renderPiece = `(request) => request.expose === './Slider'
    ? Promise.resolve({
        html: '<ul>${text} slider ' + request.props.photos + ' ' + request.storefront.currency + '</ul>',
        data: { queries: [{ queryKey: ['catalog', 'bestsellers'] }] },
      })
    : Promise.reject(new Error('no piece ' + request.expose))`;
  return `
    const renderPage = ${render};
    const renderPiece = ${renderPiece};
    module.exports = {
      init: () => {},
      get: (name) => name === './server'
        ? Promise.resolve(() => ({ renderPage, renderPiece }))
        : Promise.reject(new Error('no ' + name)),
    };`;
}

describe('server rendering of a remote slot', () => {
  let origin: FastifyInstance;
  let base = '';
  const versions: Record<
    string,
    {
      text: string;
      delayMs?: number;
      ssr?: boolean;
      throws?: boolean;
      contract?: string;
      piece?: boolean;
    }
  > = {};

  beforeAll(async () => {
    origin = Fastify();
    origin.get('/:version/mf-manifest.json', async (request) => {
      const { version } = request.params as { version: string };
      const deployed = versions[version];
      return {
        metaData: {
          name: `catalog`,
          publicPath: 'auto',
          ...(deployed?.contract ? { shopContract: deployed.contract } : {}),
          ...(deployed?.ssr === false
            ? {}
            : {
                ssrRemoteEntry: {
                  name: 'remoteEntry.js',
                  path: 'server/',
                  type: 'commonjs-module',
                },
              }),
        },
        exposes: [
          {
            name: 'app',
            assets: {
              js: {
                sync: ['app.1.js'],
                async: ['page-product.1a2b.js', 'page-product-set.3c4d.js', '77.5e6f.js'],
              },
              css: {
                sync: ['app.1.css'],
                async: ['page.1.css', '__federation_expose_popups__gallery.1.css'],
              },
            },
          },
        ],
      };
    });
    origin.get('/:version/server/remoteEntry.js', async (request, reply) => {
      const { version } = request.params as { version: string };
      const deployed = versions[version];
      if (!deployed) return reply.code(404).send('');
      const source = containerSource(
        deployed.text,
        deployed.delayMs,
        deployed.throws,
        deployed.piece,
      );
      return reply.type('application/javascript').send(source);
    });
    await origin.listen({ port: 0, host: '127.0.0.1' });
    const address = origin.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(async () => {
    await origin.close();
  });

  const render = (version: string, extra: Partial<Parameters<typeof renderSlot>[0]> = {}) =>
    renderSlot({
      owner: 'catalog',
      manifestUrl: `${base}/${version}/mf-manifest.json`,
      route,
      storefront,
      apiOrigin: 'http://127.0.0.1:1',
      pageOrigin: 'http://shop.test.ru',
      budgetMs: 2_000,
      ...extra,
    });

  it('renders through the server entry the manifest lists, with the assets of ./app', async () => {
    versions.v1 = { text: 'first' };
    const slot = await render('v1');
    expect(slot).toMatchObject({
      owner: 'catalog',
      html: '<p>first / RUB</p>',
      // The lazily loaded pages' styles arrive with the markup; the popups' do not.
      css: [`${base}/v1/app.1.css`, `${base}/v1/page.1.css`],
      // The lazily loaded chunk the render named, not another whose name starts the same.
      js: [`${base}/v1/app.1.js`, `${base}/v1/page-product.1a2b.js`],
    });
  });

  it('picks up a new deployment at the next render, without a restart', async () => {
    versions.v2 = { text: 'second' };
    expect((await render('v2'))?.html).toBe('<p>second / RUB</p>');
    // A rollback to the earlier version renders the earlier text again.
    expect((await render('v1'))?.html).toBe('<p>first / RUB</p>');
  });

  it('leaves the slot to the browser when the remote is down, slow, throwing or has no server build', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(await render('missing')).toBeNull();
    versions.slow = { text: 'slow', delayMs: 500 };
    // Loaded once within the default budget, so the 150 ms below is the render's, not the
    // load's: a busy CI machine once took longer than that to fetch and run the container.
    expect((await render('slow'))?.html).toBe('<p>slow / RUB</p>');
    expect(await render('slow', { budgetMs: 150 })).toBeNull();
    versions.browserOnly = { text: 'x', ssr: false };
    expect(await render('browserOnly')).toBeNull();
    // An origin that does not answer at all.
    expect(
      await render('v1', { manifestUrl: 'http://127.0.0.1:9/v1/mf-manifest.json' }),
    ).toBeNull();
    // Expected conditions: one line each, with the code and the reason, no stack.
    expect(warn.mock.calls).toEqual([
      [
        expect.stringMatching(
          /^\[shell\] SHELL-SSR-001 catalog slot left to the browser: .*SHELL-SSR-003 .*answered 404$/,
        ),
      ],
      [
        expect.stringMatching(
          /^\[shell\] SHELL-SSR-001 catalog slot left to the browser: SHELL-SSR-002 catalog server render took over \d+ ms$/,
        ),
      ],
      // fetch refuses port 9 itself: the reason is fetch's, in one line.
      ['[shell] SHELL-SSR-001 catalog slot left to the browser: fetch failed (bad port)'],
    ]);
    expect(error).not.toHaveBeenCalled();
    // A render that throws is a bug: its stack is printed.
    versions.broken = { text: 'x', throws: true };
    expect(await render('broken')).toBeNull();
    expect(error).toHaveBeenCalledWith(
      '[shell] SHELL-SSR-001 catalog slot left to the browser:',
      expect.objectContaining({ message: 'render failed', stack: expect.any(String) }),
    );
    warn.mockRestore();
    error.mockRestore();
  });

  it('leaves the slot to the browser when the remote is built against another contract major', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const [major = 1] = CONTRACT_VERSION.split('.').map(Number);
    versions.nextMajor = { text: 'skewed', contract: `${major + 1}.0.0` };
    expect(await render('nextMajor')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('SHELL-014 catalog/server'));
    versions.nextMinor = { text: 'compatible', contract: `${major}.99.0` };
    expect((await render('nextMinor'))?.html).toBe('<p>compatible / RUB</p>');
    warn.mockRestore();
  });

  it('never renders private pages or pages without a remote owner on the server', async () => {
    versions.v3 = { text: 'private' };
    expect(await render('v3', { owner: 'cart-checkout' })).toBeNull();
    expect(await render('v3', { owner: 'profile-auth' })).toBeNull();
    expect(await render('v3', { owner: 'shell' })).toBeNull();
    expect(await render('v3', { manifestUrl: undefined })).toBeNull();
  });

  it('renders the cart of a visitor without a session, and no other private page (ADR 43)', async () => {
    versions.v8 = { text: 'empty cart' };
    const cart = { ...route, name: 'cart', pathname: '/cart' };
    expect(
      (await render('v8', { owner: 'cart-checkout', route: cart, sessionless: true }))?.html,
    ).toBe('<p>empty cart /cart RUB</p>');
    // With a session the cart is the visitor's own.
    expect(
      await render('v8', { owner: 'cart-checkout', route: cart, sessionless: false }),
    ).toBeNull();
    const success = { ...route, name: 'order-success', pathname: '/order-success/1' };
    expect(
      await render('v8', { owner: 'cart-checkout', route: success, sessionless: true }),
    ).toBeNull();
    expect(
      await render('v8', {
        owner: 'profile-auth',
        route: { ...route, name: 'profile' },
        sessionless: true,
      }),
    ).toBeNull();
  });

  it("fills the places a render left for another remote's pieces with that remote's render", async () => {
    versions.v9 = { text: 'page', piece: true };
    versions.v10 = { text: 'catalog' };
    const slot = await render('v9', { manifests: { catalog: `${base}/v10/mf-manifest.json` } });
    expect(slot?.html).toBe(
      '<p>page / RUB</p><div data-shop-piece="catalog/./Slider" data-shop-piece-props="{&quot;photos&quot;:2}">' +
        '<ul>catalog slider 2 RUB</ul></div>',
    );
    expect(slot?.pieces).toEqual([
      {
        piece: 'catalog/./Slider',
        remote: 'catalog',
        data: { queries: [{ queryKey: ['catalog', 'bestsellers'] }] },
        css: [`${base}/v10/app.1.css`, `${base}/v10/page.1.css`],
      },
    ]);
  });

  it("leaves a piece's place empty for the browser when its owner cannot render it", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    versions.v11 = { text: 'page', piece: true };
    const place =
      '<div data-shop-piece="catalog/./Slider" data-shop-piece-props="{&quot;photos&quot;:2}"></div>';
    // Its owner not deployed, then deployed without a server build.
    for (const manifests of [{}, { catalog: `${base}/gone/mf-manifest.json` }]) {
      const slot = await render('v11', { manifests });
      expect(slot?.html).toBe(`<p>page / RUB</p>${place}`);
      expect(slot?.pieces).toBeUndefined();
    }
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('catalog/./Slider left to the browser'),
    );
    warn.mockRestore();
  });
});

describe("server rendering of the shell's own pages", () => {
  const shellRoute = { ...route, name: 'about', owner: 'shell' as const, pathname: '/about' };
  const request = {
    route: shellRoute,
    storefront,
    apiOrigin: 'http://api',
    pageOrigin: 'http://p',
  };
  const served = {
    html: '<article>О нас</article>',
    data: { 'ru:about': { title: 'О нас' } },
    head: '',
  };

  it("renders them with the shell's own Node build, no manifest needed, with the request's facts", async () => {
    const shellPages = jest.fn(async () => served);
    const slot = await renderSlot({
      ...request,
      owner: 'shell',
      manifestUrl: undefined,
      shellPages,
    });
    expect(slot).toEqual({ ...served, owner: 'shell', css: [], js: [] });
    expect(shellPages).toHaveBeenCalledWith(
      expect.objectContaining({ route: shellRoute, storefront, apiOrigin: 'http://api' }),
    );
  });

  it('leaves them to the browser past the budget (aborting the render), on an error, or without a build', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    let signal: AbortSignal | undefined;
    const slow = jest.fn(
      (call: { signal: AbortSignal }) =>
        new Promise<typeof served>((resolve) => {
          signal = call.signal;
          setTimeout(() => resolve(served), 400);
        }),
    );
    const base = { ...request, owner: 'shell', manifestUrl: undefined };
    expect(await renderSlot({ ...base, shellPages: slow, budgetMs: 100 })).toBeNull();
    expect(signal?.aborted).toBe(true);
    expect(warn).toHaveBeenCalledWith(
      '[shell] SHELL-SSR-001 shell slot left to the browser: SHELL-SSR-002 shell server render took over 100 ms',
    );
    // The API client's error (here: the API not listening), as a remote's own copy throws it.
    const apiDown = Object.assign(new Error('No data is received from the server'), {
      name: 'ApiError',
      status: 0,
      code: 'network_error',
    });
    const broken = jest.fn(async () => Promise.reject(apiDown));
    expect(await renderSlot({ ...base, shellPages: broken })).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      '[shell] SHELL-SSR-001 shell slot left to the browser: the API did not answer (network_error)',
    );
    expect(await renderSlot({ ...base, shellPages: null })).toBeNull();
    warn.mockRestore();
  });
});

describe('storefrontStateOf: the storefront a page is rendered for', () => {
  it("prices in the visitor's currency when there is one, else in the storefront's", () => {
    expect(storefrontStateOf('en')).toEqual({ storefront: 'en', locale: 'en', currency: 'USD' });
    expect(storefrontStateOf('en', 'AED')).toEqual({
      storefront: 'en',
      locale: 'en',
      currency: 'AED',
    });
    expect(storefrontStateOf('ru')).toEqual({ storefront: 'ru', locale: 'ru', currency: 'RUB' });
  });
});

describe('joinBytes', () => {
  it('writes the pieces one after another as UTF-8, whatever their characters', () => {
    const pieces = ['<p>', 'Кольцо «Луна» — 12 500 ₽', '', '</p>', '💍'];
    const bytes = joinBytes(pieces);
    expect(bytes.toString('utf8')).toBe(pieces.join(''));
    expect(bytes.length).toBe(Buffer.byteLength(pieces.join('')));
  });

  it('gives each page bytes of its own, a small page before a large one and after', () => {
    const small = joinBytes(['<p>', 'Серьги', '</p>']);
    const large = ['<main>', 'Кольцо «Луна» '.repeat(40_000), '<b>x</b>'.repeat(30_000), '</main>'];
    const big = joinBytes(large);
    const after = joinBytes(['<i>', '₽', '</i>']);
    expect(small.toString()).toBe('<p>Серьги</p>');
    expect(big.toString()).toBe(large.join(''));
    expect(big.length).toBe(Buffer.byteLength(large.join('')));
    expect(after.toString()).toBe('<i>₽</i>');
  });
});

describe('composePage', () => {
  /** The composed page as text (it is composed as bytes). */
  const composedText = (...args: Parameters<typeof composePage>) => composePage(...args).toString();
  const slot: SlotRender = {
    owner: 'catalog',
    html: '<p>page</p>',
    data: { key: '</script><script>alert(1)</script>' },
    head: '<meta property="og:type" content="product" />',
    css: ['http://remote/app.css'],
    js: ['http://remote/app.js'],
  };

  it('puts the chrome, the slot, its styles, preloads and data into the page', () => {
    const page = composedText(TEMPLATE, {
      chrome: { header: '<header>H</header>', footer: '<footer>F</footer>' },
      slot,
      layout: 'landing',
      shellCss: ['/shell.css'],
    });
    expect(page).toContain('<body data-layout="landing">');
    expect(page).toContain('<div id=shell-header><header>H</header></div>');
    expect(page).toContain('<div id=shell-footer><footer>F</footer></div>');
    expect(page).toContain(
      '<main id=shell-main tabindex=-1 data-ssr-owner="catalog"><p>page</p></main>',
    );
    expect(page).toContain('<link rel="stylesheet" href="/shell.css" />');
    expect(page).toContain(
      '<link rel="stylesheet" href="http://remote/app.css" data-shop-remote="catalog" />',
    );
    expect(page).toContain(
      '<link rel="preload" as="script" href="http://remote/app.js" fetchpriority="low" />',
    );
    expect(page).toContain('<meta property="og:type" content="product" />');
    // The data cannot end its script element early.
    expect(page).toContain(
      '<script id="shop-ssr-data-catalog" type="application/json">{"key":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>',
    );
    expect(page.indexOf('http://remote/app.css')).toBeLessThan(page.indexOf('</head>'));
  });

  it("names the slot by the owner's container and writes its pieces' styles and data (ADR 43)", () => {
    const page = composedText(TEMPLATE, {
      chrome: null,
      slot: {
        ...slot,
        owner: 'cart-checkout',
        container: 'cart_checkout',
        pieces: [
          {
            piece: 'catalog/./BestsellersSlider',
            remote: 'catalog',
            data: { queries: ['</script>'] },
            css: ['http://catalog/styles.css'],
          },
        ],
      },
      layout: 'default',
      shellCss: [],
    });
    // The cart's browser code knows itself as cart_checkout.
    expect(page).toContain('data-ssr-owner="cart_checkout"');
    expect(page).toContain('<script id="shop-ssr-data-cart_checkout" type="application/json">');
    expect(page).toContain(
      '<link rel="stylesheet" href="http://catalog/styles.css" data-shop-remote="catalog" />',
    );
    expect(page).toContain(
      '<script id="shop-piece-data-catalog-BestsellersSlider" type="application/json">{"queries":["\\u003c/script>"]}</script>',
    );
  });

  it("inlines the sheets whose text it has, marked as the remote's and named for webpack", () => {
    const page = composedText(TEMPLATE, {
      chrome: { header: '<header>H</header>', footer: '<footer>F</footer>' },
      slot,
      layout: 'default',
      shellCss: ['/shell.css'],
      inlineCss: new Map([
        ['/shell.css', '.h{}'],
        ['http://remote/app.css', '.p{}'],
      ]),
    });
    expect(page).toContain('<style data-href="/shell.css">.h{}</style>');
    expect(page).toContain(
      '<style data-href="http://remote/app.css" data-shop-remote="catalog">.p{}</style>',
    );
    // The remote's sheet also as a disabled link (never fetched), which the runtime finds.
    expect(page).toContain('<link rel="stylesheet" href="http://remote/app.css" disabled />');
    expect(page.match(/rel="stylesheet"/g)).toHaveLength(1);
  });

  it("links the shell's styles for the shell's own page, even when the chrome could not render", () => {
    const page = composedText(TEMPLATE, {
      chrome: null,
      slot: { ...slot, owner: 'shell', css: [], js: [], head: '' },
      layout: 'default',
      shellCss: ['/shell.css'],
    });
    expect(page).toContain('<link rel="stylesheet" href="/shell.css" />');
    expect(page).toContain(
      '<main id=shell-main tabindex=-1 data-ssr-owner="shell"><p>page</p></main>',
    );
    expect(page).toContain('<script id="shop-ssr-data-shell" type="application/json">');
    expect(page.match(/shell\.css/g)).toHaveLength(1);
  });

  it("puts the caller's hints last in the head, after the slot's styles and data", () => {
    const page = composedText(
      TEMPLATE,
      { chrome: null, slot, layout: 'default', shellCss: [] },
      '<link rel="preload" href="/main.js" as="script" />',
    );
    const hints = page.indexOf('<link rel="preload" href="/main.js" as="script" />');
    expect(hints).toBeGreaterThan(page.indexOf('id="shop-ssr-data-catalog"'));
    expect(hints).toBeLessThan(page.indexOf('</head>'));
    expect(page.match(/<\/head>/g)).toHaveLength(1);
    expect(page).toContain('data-ssr-owner="catalog"><p>page</p></main>');
  });

  it('leaves the template as it was when nothing could be rendered', () => {
    expect(
      composedText(TEMPLATE, {
        chrome: null,
        slot: null,
        layout: 'default',
        shellCss: [],
      }),
    ).toBe(TEMPLATE.replace('data-layout=default', 'data-layout="default"'));
  });
});
