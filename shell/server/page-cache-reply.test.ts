/**
 * @jest-environment node
 */
// The page cache through the shell's edge (ADR 30): a served page rendered by the shell's own
// Node build (a stand-in written to dist/server/chrome.js), kept, answered by ETag, compressed
// once, keyed by the registry version and the currency, and never kept when it fell back.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { GEOLOCATION_COOKIE } from '@shop/storefront';
import { PageCache } from './page-cache';
import { CACHED_PAGE_CACHE_CONTROL, PAGE_CACHE_HEADER, PAGE_VARY } from './page-cache-reply';
import { publishRemote } from './registry-store';
import { type ShellServerOptions, buildShellServer } from './shell-server';

/** How the stand-in renders the shell's pages: the test sets it per case. */
interface ShellPagesControl {
  mode: 'ok' | 'throw' | 'slow' | 'script';
  renders: number;
}
declare global {
  var shellPagesControl: ShellPagesControl;
}

const CHROME_JS = `
exports.renderChrome = (route, storefront) => ({
  header: '<header>' + storefront.currency + '</header>',
  footer: '<footer>f</footer>',
});
exports.renderPage = async ({ route, storefront }) => {
  const control = globalThis.shellPagesControl;
  control.renders += 1;
  if (control.mode === 'throw') throw new Error('the shell page broke');
  if (control.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, 1200));
  // A slot that carries a script of its own (a remote's markup gone wrong, or an attacker's).
  const script = control.mode === 'script' ? '<script>steal(document.cookie)</script>' : '';
  return {
    html: script + '<article>' + route.name + ' ' + storefront.currency + ' ' + 'ring '.repeat(400) + '</article>',
    data: { about: true },
    head: '',
  };
};
`;

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

describe('the page cache at the edge', () => {
  let shell: FastifyInstance;
  let registryFile: string;
  let cache: PageCache;
  let dist: string;
  const ask = (headers: Record<string, string> = {}, url = '/about') =>
    shell.inject({ url, headers: { host: 'shop.test.ru', ...headers } });
  /** An edge rendering the stand-in's pages, with its own budget, turns and cache. */
  const edgeWith = (options: Partial<ShellServerOptions>) =>
    buildShellServer({
      distDir: dist,
      registryFile,
      apiOrigin: 'http://127.0.0.1:1',
      serverRender: true,
      ...options,
    });

  beforeAll(async () => {
    globalThis.shellPagesControl = { mode: 'ok', renders: 0 };
    dist = mkdtempSync(join(tmpdir(), 'shell-cache-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html lang=ru><head><title>Jewelry</title><script defer src=/main.js></script></head>' +
        '<body data-layout=default><div id=shell-header></div><main id=shell-main tabindex=-1></main><div id=shell-footer></div></body></html>',
    );
    writeFileSync(join(dist, 'boot-assets.json'), JSON.stringify({ js: [], css: [] }));
    mkdirSync(join(dist, 'server'));
    writeFileSync(join(dist, 'server', 'chrome.js'), CHROME_JS);
    registryFile = join(dist, 'registry.json');
    await publishRemote(registryFile, 'catalog', 'http://cdn/catalog/v1/mf-manifest.json');
    cache = new PageCache();
    shell = await edgeWith({
      // Roomy: a render on a busy machine (CI's two cores running every suite) must not fall
      // back; the case over the budget has a server of its own with a tight one.
      serverRenderBudgetMs: 10_000,
      pageCache: cache,
    });
  });

  beforeEach(() => {
    cache.clear();
    globalThis.shellPagesControl.mode = 'ok';
    globalThis.shellPagesControl.renders = 0;
  });

  afterAll(async () => {
    await shell.close();
  });

  it('renders a served page once and answers the next visitor from the cache, with headers a CDN can keep it by', async () => {
    const first = await ask();
    expect(first.statusCode).toBe(200);
    expect(first.headers[PAGE_CACHE_HEADER]).toBe('miss');
    expect(first.body).toContain('data-ssr-owner="shell"');
    const second = await ask();
    expect(second.headers[PAGE_CACHE_HEADER]).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(globalThis.shellPagesControl.renders).toBe(1);
    expect(second.headers['cache-control']).toBe(CACHED_PAGE_CACHE_CONTROL);
    expect(CACHED_PAGE_CACHE_CONTROL).toBe(
      'public, max-age=0, s-maxage=2, stale-while-revalidate=2',
    );
    expect(second.headers.vary).toBe(PAGE_VARY);
    expect(second.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers.age).toMatch(/^[01]$/);
  });

  it('keeps a page of a made-up query apart: 600 of them (more than the 500 pages kept) do not push the page of the plain address out', async () => {
    const plain = await ask();
    expect(plain.headers[PAGE_CACHE_HEADER]).toBe('miss');
    for (let n = 0; n < 600; n += 1)
      expect((await ask({}, `/about?made-up=${n}`)).headers[PAGE_CACHE_HEADER]).toBe('miss');
    // Kept (fresh, or stale past 2 s on a slow machine), not rendered again.
    expect((await ask()).headers[PAGE_CACHE_HEADER]).toMatch(/^(hit|stale)$/);
    expect(cache.stats().entries).toBe(251);
  });

  it('allows the inline scripts of a kept page by their hashes, the same for every visitor', async () => {
    const page = await ask();
    const csp = String(page.headers['content-security-policy']);
    const scripts = [...page.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
    expect(scripts.length).toBeGreaterThanOrEqual(1);
    for (const script of scripts) expect(csp).toContain(`'sha256-${sha256(script)}'`);
    expect(page.body).not.toContain('nonce');
    expect((await ask()).headers['content-security-policy']).toBe(csp);
  });

  it("never allows a script found in a rendered slot: the policy names only the shell's own", async () => {
    globalThis.shellPagesControl.mode = 'script';
    const page = await ask();
    expect(page.body).toContain('<script>steal(document.cookie)</script>');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).not.toContain(sha256('steal(document.cookie)'));
    expect(csp).toMatch(/script-src 'self' 'sha256-/);
  });

  it('answers 304 to the ETag it gave, and the page to another', async () => {
    const { headers } = await ask();
    const again = await ask({ 'if-none-match': String(headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(headers.etag);
    expect(again.headers.vary).toBe(PAGE_VARY);
    const other = await ask({ 'if-none-match': 'W/"something-else"' });
    expect(other.statusCode).toBe(200);
  });

  it('keeps the brotli and gzip forms, each the same page', async () => {
    const plain = await ask();
    const br = await ask({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await ask({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(globalThis.shellPagesControl.renders).toBe(1);
    const again = await ask({ 'accept-encoding': 'br' });
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);
  });

  it('shows a deploy and a rollback on the next request', async () => {
    const before = await ask();
    expect(before.body).toContain('http://cdn/catalog/v1/mf-manifest.json');
    await publishRemote(registryFile, 'catalog', 'http://cdn/catalog/v2/mf-manifest.json');
    const deployed = await ask();
    expect(deployed.headers[PAGE_CACHE_HEADER]).toBe('miss');
    expect(deployed.body).toContain('http://cdn/catalog/v2/mf-manifest.json');
    expect(deployed.body).not.toContain('http://cdn/catalog/v1/mf-manifest.json');
    await publishRemote(registryFile, 'catalog', 'http://cdn/catalog/v1/mf-manifest.json');
    const rolledBack = await ask();
    expect(rolledBack.body).toContain('http://cdn/catalog/v1/mf-manifest.json');
    expect(rolledBack.body).not.toContain('http://cdn/catalog/v2/mf-manifest.json');
  });

  it("keeps a page per currency: the geolocation cookie's country prices it, no other cookie", async () => {
    const rub = await ask({ cookie: 'shop_session=visitor-one' });
    expect(rub.body).toContain('<header>RUB</header>');
    const uae = encodeURIComponent(JSON.stringify({ country_iso_code: 'AE' }));
    const aed = await ask({ cookie: `${GEOLOCATION_COOKIE}=${uae}; shop_session=visitor-two` });
    expect(aed.headers[PAGE_CACHE_HEADER]).toBe('miss');
    expect(aed.body).toContain('<header>AED</header>');
    // Another visitor's session cookie does not make another page, nor get into it.
    const other = await ask({ cookie: 'shop_session=visitor-three' });
    expect(other.headers[PAGE_CACHE_HEADER]).toBe('hit');
    expect(other.body).toBe(rub.body);
    expect(other.body).not.toContain('visitor-');
  });

  it('never keeps a page whose slot fell back to the browser, and renders it again for the next visitor', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    globalThis.shellPagesControl.mode = 'throw';
    const fallback = await ask();
    expect(fallback.statusCode).toBe(200);
    expect(fallback.headers[PAGE_CACHE_HEADER]).toBe('bypass');
    expect(fallback.headers['cache-control']).toBe('private, no-cache');
    expect(fallback.headers.etag).toBeUndefined();
    expect(fallback.body).not.toContain('data-ssr-owner');
    globalThis.shellPagesControl.mode = 'ok';
    const served = await ask();
    expect(served.headers[PAGE_CACHE_HEADER]).toBe('miss');
    expect(served.body).toContain('data-ssr-owner="shell"');
    expect(globalThis.shellPagesControl.renders).toBe(2);
    error.mockRestore();
  });

  it('never keeps a page over the render budget', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const tightCache = new PageCache();
    const tight = await edgeWith({
      // The slow stand-in takes 1.2 s.
      serverRenderBudgetMs: 300,
      pageCache: tightCache,
    });
    try {
      globalThis.shellPagesControl.mode = 'slow';
      const askTight = () => tight.inject({ url: '/about', headers: { host: 'shop.test.ru' } });
      expect((await askTight()).headers[PAGE_CACHE_HEADER]).toBe('bypass');
      expect((await askTight()).headers[PAGE_CACHE_HEADER]).toBe('bypass');
      expect(tightCache.stats().entries).toBe(0);
    } finally {
      await tight.close();
      warn.mockRestore();
    }
  });

  it("lets no cache keep the answer that sets a visitor's attribution cookie", async () => {
    const landing = await ask({}, '/about?utm_source=mail');
    expect(landing.headers['set-cookie']).toMatch(/^shop_attribution=/);
    expect(landing.headers['cache-control']).toBe('private, no-cache');
  });

  it('lets a render wait its turn for at most half its budget, then serves the page for the browser to render, unkept', async () => {
    const oneTurn = await edgeWith({
      serverRenderBudgetMs: 600,
      serverRenderTurns: 1,
      pageCache: new PageCache(),
    });
    try {
      globalThis.shellPagesControl.mode = 'slow';
      const started = performance.now();
      const askAt = (url: string) =>
        oneTurn.inject({ url, headers: { host: 'shop.test.ru' } }).then((page) => ({
          page,
          ms: performance.now() - started,
        }));
      // The slow render holds the only turn past the other's wait (300 ms), not past its budget.
      const [holder, waiter] = await Promise.all([askAt('/about'), askAt('/about?second')]);
      expect(waiter.page.statusCode).toBe(200);
      expect(waiter.page.body).not.toContain('data-ssr-owner');
      expect(waiter.page.headers[PAGE_CACHE_HEADER]).toBe('bypass');
      expect(waiter.page.headers['cache-control']).toBe('private, no-cache');
      // It never rendered: the one render is the holder's, and the waiter was answered first.
      expect(globalThis.shellPagesControl.renders).toBe(1);
      expect(waiter.ms).toBeLessThan(holder.ms);
      // The next render has the turn again.
      globalThis.shellPagesControl.mode = 'ok';
      const next = await oneTurn.inject({ url: '/about?third', headers: { host: 'shop.test.ru' } });
      expect(next.body).toContain('data-ssr-owner="shell"');
    } finally {
      await oneTurn.close();
    }
  });
});
