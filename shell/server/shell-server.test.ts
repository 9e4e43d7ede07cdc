/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { DEFAULT_STOREFRONT_DOMAINS } from '@shop/storefront';
import { publishRemote } from './registry-store';
import { remotePreloadHints } from './locale-preload';
import { buildShellServer } from './shell-server';

describe('shell server', () => {
  let api: FastifyInstance;
  let shell: FastifyInstance;
  let registryFile: string;

  beforeAll(async () => {
    api = Fastify();
    api.get('/echo', async (request) => ({
      storefront: request.headers['x-shop-storefront'],
      forwardedHost: request.headers['x-forwarded-host'],
      forwardedFor: request.headers['x-forwarded-for'],
      forwardedProto: request.headers['x-forwarded-proto'],
      currency: request.headers['x-shop-currency'],
    }));
    await api.listen({ port: 0, host: '127.0.0.1' });
    const address = api.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;

    const dist = mkdtempSync(join(tmpdir(), 'shell-dist-'));
    writeFileSync(
      join(dist, 'index.html'),
      // Minified, as html-webpack-plugin writes it: attribute quotes are dropped where it can.
      '<!doctype html><html lang=ru><head><meta name=description content="Designer jewelry shop">' +
        '<title>Jewelry</title><script defer src=/main.js></script></head><body><a class=shell-skip-link href=#shell-main>Skip to content</a></body></html>',
    );
    writeFileSync(join(dist, 'main.js'), 'console.log(1)');
    // Production builds write their maps beside the scripts (hidden: no script names them).
    writeFileSync(join(dist, 'main.js.map'), '{"version":3,"sourcesContent":["secret"]}');
    writeFileSync(join(dist, 'boot-assets.json'), JSON.stringify({ js: ['7.ab.js'], css: [] }));
    registryFile = join(dist, 'registry.json');
    shell = await buildShellServer({
      distDir: dist,
      registryFile,
      apiOrigin: `http://127.0.0.1:${port}`,
    });
  });

  afterAll(async () => {
    await shell.close();
    await api.close();
  });

  it('serves the registry uncached', async () => {
    publishRemote(registryFile, 'catalog', 'http://cdn/catalog/v1/mf-manifest.json');
    const answer = await shell.inject({ url: '/remotes.json' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json()).toEqual({ catalog: 'http://cdn/catalog/v1/mf-manifest.json' });
  });

  it('answers pages with the storefront language, 404 for unknown paths and a redirect for blocked pages', async () => {
    const en = await shell.inject({ url: '/catalog', headers: { host: 'shop.test.com' } });
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain('<meta name="shop:default-storefront" content="ru" />');
    const unknown = await shell.inject({ url: '/nowhere', headers: { host: 'shop.test.ru' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<html lang="ru">');
    const blocked = await shell.inject({ url: '/Privacy/', headers: { host: 'shop.test.ru' } });
    expect(blocked.statusCode).toBe(302);
    expect(blocked.headers.location).toBe('/404');
  });

  it('serves the title, description and skip link in the storefront language', async () => {
    const ru = (await shell.inject({ url: '/catalog', headers: { host: 'shop.test.ru' } })).body;
    expect(ru).toContain('<title>Каталог — Ювелирный дом</title>');
    expect(ru).toMatch(/<meta name="description" content="Украшения дизайнеров[^"]*"/);
    expect(ru).toContain('>Перейти к содержимому</a>');
    const en = (await shell.inject({ url: '/nowhere', headers: { host: 'shop.test.com' } })).body;
    expect(en).toContain('<title>Page not found — Jewelry House</title>');
    expect(en).toContain('>Skip to content</a>');
    expect(en).not.toContain('Designer jewelry shop');
  });

  it('inlines the registry so the first load needs no /remotes.json request', async () => {
    publishRemote(registryFile, 'catalog', 'http://cdn/catalog/v3/mf-manifest.json?x=</script>');
    const page = (await shell.inject({ url: '/', headers: { host: 'shop.test.ru' } })).body;
    const inline = /<script id="shop-registry" type="application\/json">(.*?)<\/script>/.exec(page);
    expect(JSON.parse(inline?.[1] ?? 'null')).toEqual({
      catalog: 'http://cdn/catalog/v3/mf-manifest.json?x=</script>',
    });
    expect(inline?.[1]).not.toContain('</script>');
  });

  it('sends security headers on pages: a CSP naming exactly this origin and the registered remotes, and no nonce (ADR 30)', async () => {
    publishRemote(registryFile, 'catalog', 'https://cdn.example:9443/catalog/v4/mf-manifest.json');
    const first = await shell.inject({ url: '/catalog', headers: { host: 'shop.test.ru' } });
    const csp = String(first.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' https:\/\/cdn\.example:9443(;|$)/);
    expect(csp).toContain("connect-src 'self' https://cdn.example:9443");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toContain("'nonce-");
    expect(first.body).not.toContain('nonce=');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['x-frame-options']).toBe('DENY');
    expect(first.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Plain HTTP here: HSTS belongs to HTTPS answers only.
    expect(first.headers['strict-transport-security']).toBeUndefined();
    const asset = await shell.inject({ url: '/main.js' });
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
  });

  it('hints the browser to fetch the page owner remote early', async () => {
    publishRemote(registryFile, 'catalog', 'http://cdn:8081/v2/mf-manifest.json');
    const product = await shell.inject({ url: '/jewelry/12', headers: { host: 'shop.test.ru' } });
    expect(product.body).toContain(
      '<link rel="preload" href="http://cdn:8081/v2/mf-manifest.json" as="fetch" crossorigin="anonymous" />',
    );
    expect(product.body).toContain(
      '<link rel="preload" href="http://cdn:8081/v2/remoteEntry.js" as="script" />',
    );
    // A served page: its photo first; the manifest and the entry at low priority.
    expect(remotePreloadHints('http://cdn:8081/v2/mf-manifest.json', true)).toBe(
      '\n    <link rel="preconnect" href="http://cdn:8081" crossorigin="anonymous" />' +
        '\n    <link rel="preload" href="http://cdn:8081/v2/mf-manifest.json" as="fetch" crossorigin="anonymous" fetchpriority="low" />' +
        '\n    <link rel="preload" href="http://cdn:8081/v2/remoteEntry.js" as="script" fetchpriority="low" />',
    );
    const about = await shell.inject({ url: '/about', headers: { host: 'shop.test.ru' } });
    // The shell's own page: its start-up chunks only, no remote's files.
    expect(about.body).not.toContain('href="http://cdn:8081');
  });

  it('starts a client-rendered page at once and preloads its start-up chunks at high priority', async () => {
    const page = await shell.inject({ url: '/cart' });
    expect(page.body).toContain('<script defer src=/main.js></script>');
    expect(page.body).toContain('<link rel="preload" as="script" href="/7.ab.js" />');
    expect(page.body).not.toMatch(/href="\/[^"]+\.js"[^>]*fetchpriority="low"/);
    // What the cart waits for from the API starts with it, after its own code (ADR 40).
    expect(page.body).toContain(
      '<link rel="preload" as="fetch" href="/api/token" crossorigin="use-credentials" fetchpriority="low" />',
    );
    const about = await shell.inject({ url: '/about' });
    expect(about.body).not.toContain('href="/api/');
  });

  it('sets the 30-day attribution cookie on the landing page of a marketing URL, and only there', async () => {
    const landing = await shell.inject({
      url: '/lpsale?utm_source=gdeslon&utm_medium=cpa',
      headers: { host: 'shop.test.ru' },
    });
    expect(landing.statusCode).toBe(200);
    expect(landing.headers['set-cookie']).toBe(
      'shop_attribution=gdeslon; Path=/; Max-Age=2592000; SameSite=Lax',
    );
    const blocked = await shell.inject({
      url: '/privacy?gclid=abc',
      headers: { host: 'shop.test.ru' },
    });
    expect(blocked.statusCode).toBe(302);
    expect(blocked.headers['set-cookie']).toMatch(/^shop_attribution=paid;/);
    const plain = await shell.inject({ url: '/catalog?page=2', headers: { host: 'shop.test.ru' } });
    expect(plain.headers['set-cookie']).toBeUndefined();
    const asset = await shell.inject({ url: '/main.js?utm_source=x' });
    expect(asset.headers['set-cookie']).toBeUndefined();
  });

  it('refuses to start with a click-id key that clashes with a reserved attribution key', async () => {
    await expect(
      buildShellServer({
        distDir: tmpdir(),
        registryFile: join(tmpdir(), 'registry.json'),
        apiOrigin: 'http://127.0.0.1:1',
        clickIdKeys: { utm_source: 'paid' },
      }),
    ).rejects.toThrow(/utm_source/);
  });

  it('serves built files and answers a JSON 404 for a missing one', async () => {
    expect((await shell.inject({ url: '/main.js' })).body).toBe('console.log(1)');
    const missing = await shell.inject({ url: '/missing.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No such file' } });
  });

  it.each(['/main.js.map', '/main.js%2Emap', '/main.js.MAP'])(
    'never publishes a source map, though %s is on its disk',
    async (url) => {
      const map = await shell.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(map.statusCode).toBe(404);
      expect(map.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No such file' } });
    },
  );

  it('proxies /api with the storefront, host, address and protocol it saw, overwriting what the caller claims', async () => {
    const byHost = await shell.inject({ url: '/api/echo', headers: { host: 'shop.test.com' } });
    expect(byHost.json()).toEqual({
      storefront: 'en',
      forwardedHost: 'shop.test.com',
      forwardedFor: '127.0.0.1',
      forwardedProto: 'http',
    });
    const claimed = await shell.inject({
      url: '/api/echo',
      headers: {
        host: 'shop.test.com',
        'x-shop-storefront': 'ru',
        'x-shop-currency': 'AED',
        'x-forwarded-for': '203.0.113.7',
        'x-forwarded-host': 'shop.test.ru',
        'x-forwarded-proto': 'https',
      },
    });
    expect(claimed.json()).toEqual(byHost.json());
  });

  it('takes the client address, host and protocol from a configured trusted front proxy', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'shell-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head></html>');
    const address = api.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const behindBalancer = await buildShellServer({
      distDir: dist,
      registryFile: join(dist, 'registry.json'),
      apiOrigin: `http://127.0.0.1:${port}`,
      trustedProxies: ['127.0.0.1'],
    });
    try {
      const answer = await behindBalancer.inject({
        url: '/api/echo',
        headers: {
          host: 'internal:8080',
          'x-forwarded-for': '203.0.113.9, 198.51.100.4',
          'x-forwarded-host': 'shop.test.com',
          'x-forwarded-proto': 'https',
        },
      });
      expect(answer.json()).toEqual({
        storefront: 'en',
        forwardedHost: 'shop.test.com',
        forwardedFor: '198.51.100.4',
        forwardedProto: 'https',
      });
    } finally {
      await behindBalancer.close();
    }
  });
});

describe("a served page's own links", () => {
  const TEMPLATE =
    '<!doctype html><html lang=ru><head><title>x</title><script defer src=/main.js></script></head>' +
    '<body data-layout=default><div id=shell-header></div><main id=shell-main tabindex=-1></main>' +
    '<div id=shell-footer></div></body></html>';
  // The shell's Node build, standing in for its pages: the head names the origin it is given.
  const CHROME = `module.exports = {
    renderChrome: () => ({ header: '<header>h</header>', footer: '<footer>f</footer>' }),
    renderPage: async (request) => ({
      html: '<article>about</article>',
      data: {},
      head: '<link rel="canonical" href="' + request.pageOrigin + '/about" />' +
        '<meta property="og:image" content="' + request.pageOrigin + '/photo.jpg" />',
    }),
  };`;
  const servers: FastifyInstance[] = [];

  async function shellWith(extra: Partial<Parameters<typeof buildShellServer>[0]> = {}) {
    const dist = mkdtempSync(join(tmpdir(), 'shell-links-'));
    writeFileSync(join(dist, 'index.html'), TEMPLATE);
    mkdirSync(join(dist, 'server'));
    writeFileSync(join(dist, 'server', 'chrome.js'), CHROME);
    const server = await buildShellServer({
      distDir: dist,
      registryFile: join(dist, 'registry.json'),
      apiOrigin: 'http://127.0.0.1:1',
      serverRender: true,
      storefrontDomains: DEFAULT_STOREFRONT_DOMAINS,
      ...extra,
    });
    servers.push(server);
    return server;
  }
  const canonical = (page: string) => /<link rel="canonical" href="([^"]*)"/.exec(page)?.[1];

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
  });

  it("never name the request's host when the map does not", async () => {
    const shell = await shellWith();
    for (const host of ['evil.example', 'evil.example:8080', 'evil.ru', 'en.evil.example']) {
      const page = (await shell.inject({ url: '/about', headers: { host } })).body;
      expect(page).toContain('<article>about</article>');
      expect(page).not.toContain('evil');
    }
    // The storefront's first configured host (of the default map).
    const ru = (await shell.inject({ url: '/about', headers: { host: 'evil.example' } })).body;
    expect(canonical(ru)).toBe('http://localhost/about');
    expect(ru).toContain('<meta property="og:image" content="http://localhost/photo.jpg" />');
    const en = (await shell.inject({ url: '/about', headers: { host: 'evil.com' } })).body;
    expect(canonical(en)).toBe('http://en.localhost/about');
  });

  it('keep a configured host, with its port', async () => {
    const shell = await shellWith();
    const link = async (host: string) =>
      canonical((await shell.inject({ url: '/about', headers: { host } })).body);
    expect(await link('shop.test.ru')).toBe('http://shop.test.ru/about');
    expect(await link('shop.test.com:8080')).toBe('http://shop.test.com:8080/about');
    expect(await link('localhost:8080')).toBe('http://localhost:8080/about');
  });

  it('follow the configured map, and the port this edge listens on for another host', async () => {
    const shell = await shellWith({ storefrontDomains: 'shop.ru=shop.com,*.ru=*.com' });
    await shell.listen({ port: 0, host: '127.0.0.1' });
    const { port } = shell.server.address() as AddressInfo;
    const page = (host: string) =>
      new Promise<string>((resolve, reject) => {
        // node:http, because fetch() does not let a caller choose the Host header.
        get({ port, host: '127.0.0.1', path: '/about', headers: { host } }, (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve(body));
        }).on('error', reject);
      });
    expect(canonical(await page('evil.example:6666'))).toBe(`http://shop.ru:${port}/about`);
    expect(canonical(await page('www.shop.com'))).toBe(`http://shop.com:${port}/about`);
    expect(canonical(await page('shop.com'))).toBe('http://shop.com/about');
  });

  it("take the protocol and host from a trusted front proxy, and no port for a host it didn't map", async () => {
    const shell = await shellWith({ trustedProxies: ['127.0.0.1'] });
    const link = async (forwardedHost: string) =>
      canonical(
        (
          await shell.inject({
            url: '/about',
            headers: {
              host: 'internal:8080',
              'x-forwarded-host': forwardedHost,
              'x-forwarded-proto': 'https',
            },
          })
        ).body,
      );
    expect(await link('shop.test.com')).toBe('https://shop.test.com/about');
    expect(await link('evil.example')).toBe('https://localhost/about');
  });

  it("read the API's SHOP_API_STOREFRONT_DOMAINS unless told otherwise", async () => {
    const saved = process.env.SHOP_API_STOREFRONT_DOMAINS;
    process.env.SHOP_API_STOREFRONT_DOMAINS = 'jewels.ru=jewels-intl.com';
    try {
      const shell = await shellWith({ storefrontDomains: undefined });
      const page = await shell.inject({ url: '/about', headers: { host: 'evil.com' } });
      expect(canonical(page.body)).toBe('http://jewels-intl.com/about');
    } finally {
      if (saved === undefined) delete process.env.SHOP_API_STOREFRONT_DOMAINS;
      else process.env.SHOP_API_STOREFRONT_DOMAINS = saved;
    }
  });

  it('refuse to start without a configured host for each storefront', async () => {
    await expect(shellWith({ storefrontDomains: '*.ru=*.com' })).rejects.toThrow(
      /no host without \* for the ru storefront/,
    );
  });
});
