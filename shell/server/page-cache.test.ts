import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  brotliWindowBits,
  etagMatches,
  etagOf,
  isCached,
  PageCache,
  preferredEncoding,
  type RenderedPage,
} from './page-cache';
import { pageCacheKey } from './page-cache-reply';

const page = (html: string, extra: Partial<RenderedPage> = {}): RenderedPage => ({
  status: 200,
  body: Buffer.from(html),
  headers: { 'content-security-policy': "script-src 'self'" },
  cacheable: true,
  ...extra,
});

/** Lets the promise callbacks queued so far run (a refresh's end). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A render that resolves when the test says so, counting its calls. */
function controlledRender() {
  const pending: Array<(value: RenderedPage) => void> = [];
  const render = jest.fn(
    () =>
      new Promise<RenderedPage>((resolve) => {
        pending.push(resolve);
      }),
  );
  return { render, finish: (value: RenderedPage) => pending.shift()?.(value) };
}

describe('PageCache', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => {
    now = 1_000_000;
  });

  it('renders a miss once and serves the kept page while it is fresh', async () => {
    const cache = new PageCache({ now: clock, freshMs: 2000, staleMs: 2000 });
    const render = jest.fn(async () => page('<p>one</p>'));
    const first = await cache.serve('k', render);
    expect(first.state).toBe('miss');
    now += 1999;
    const second = await cache.serve('k', render);
    expect(second.state).toBe('hit');
    expect(second.page).toBe(first.page);
    expect(render).toHaveBeenCalledTimes(1);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, entries: 1 });
  });

  it('shares one render among concurrent misses of a key', async () => {
    const cache = new PageCache({ now: clock });
    const { render, finish } = controlledRender();
    const answers = [cache.serve('k', render), cache.serve('k', render), cache.serve('k', render)];
    finish(page('<p>shared</p>'));
    const served = await Promise.all(answers);
    expect(render).toHaveBeenCalledTimes(1);
    expect(new Set(served.map((answer) => answer.page)).size).toBe(1);
  });

  it('serves a stale page at once and refreshes it with one render, whoever else asks meanwhile', async () => {
    const cache = new PageCache({ now: clock, freshMs: 2000, staleMs: 2000 });
    await cache.serve('k', async () => page('<p>old</p>'));
    now += 2500;
    const { render, finish } = controlledRender();
    const stale = await Promise.all([cache.serve('k', render), cache.serve('k', render)]);
    expect(stale.map((answer) => answer.state)).toEqual(['stale', 'stale']);
    expect(
      stale.every(
        (answer) => isCached(answer.page) && answer.page.body?.toString() === '<p>old</p>',
      ),
    ).toBe(true);
    expect(render).toHaveBeenCalledTimes(1);
    finish(page('<p>new</p>'));
    await settled();
    const fresh = await cache.serve('k', render);
    expect(fresh.state).toBe('hit');
    expect(isCached(fresh.page) && fresh.page.body?.toString()).toBe('<p>new</p>');
    expect(cache.stats().refreshes).toBe(1);
  });

  it('renders again, with the visitor waiting, once a page is past its stale time', async () => {
    const cache = new PageCache({ now: clock, freshMs: 2000, staleMs: 2000 });
    await cache.serve('k', async () => page('<p>old</p>'));
    now += 4000;
    const answer = await cache.serve('k', async () => page('<p>new</p>'));
    expect(answer.state).toBe('miss');
    expect(isCached(answer.page) && answer.page.body?.toString()).toBe('<p>new</p>');
  });

  it('serves an uncacheable render (a fallback, a slow one) without keeping it', async () => {
    const cache = new PageCache({ now: clock });
    const fallback = await cache.serve('k', async () =>
      page('<main></main>', { cacheable: false }),
    );
    expect(fallback.state).toBe('bypass');
    expect(isCached(fallback.page)).toBe(false);
    const next = await cache.serve('k', async () => page('<main>served</main>'));
    expect(next.state).toBe('miss');
    expect(cache.stats()).toMatchObject({ bypasses: 1, misses: 1, entries: 1 });
  });

  it('keeps a stale page when its refresh is not cacheable, and tries again on the next visit', async () => {
    const cache = new PageCache({ now: clock, freshMs: 2000, staleMs: 2000 });
    await cache.serve('k', async () => page('<p>good</p>'));
    now += 2100;
    const failing = jest.fn(async () => page('<p>fallback</p>', { cacheable: false }));
    expect((await cache.serve('k', failing)).state).toBe('stale');
    await settled();
    const again = await cache.serve('k', failing);
    expect(again.state).toBe('stale');
    expect(isCached(again.page) && again.page.body?.toString()).toBe('<p>good</p>');
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing of a render that throws, and lets the error reach the visitor', async () => {
    const cache = new PageCache({ now: clock });
    await expect(
      cache.serve('k', async () => {
        throw new Error('render failed');
      }),
    ).rejects.toThrow('render failed');
    expect(cache.stats().entries).toBe(0);
    expect((await cache.serve('k', async () => page('<p>ok</p>'))).state).toBe('miss');
  });

  it('holds at most its entries, least recently used out first', async () => {
    const cache = new PageCache({ now: clock, maxEntries: 2 });
    await cache.serve('a', async () => page('a'));
    await cache.serve('b', async () => page('b'));
    await cache.serve('a', async () => page('a'));
    await cache.serve('c', async () => page('c'));
    expect(cache.stats().entries).toBe(2);
    expect((await cache.serve('a', async () => page('a2'))).state).toBe('hit');
    expect((await cache.serve('b', async () => page('b2'))).state).toBe('miss');
  });

  it('keeps pages with a query string or another status apart: made-up addresses never push the plain ones out', async () => {
    const cache = new PageCache({ now: clock, maxEntries: 2, variantEntries: 2 });
    await cache.serve('/', async () => page('home'));
    await cache.serve('/catalog', async () => page('listing'));
    // A stranger's made-up queries and products, more than both bounds hold.
    for (let n = 0; n < 10; n += 1) {
      await cache.serve(`/catalog?x=${n}`, async () => page('listing', { withQuery: true }));
      await cache.serve(`/jewelry/made-up-${n}`, async () => page('not found', { status: 404 }));
    }
    expect((await cache.serve('/', async () => page('home again'))).state).toBe('hit');
    expect((await cache.serve('/catalog', async () => page('listing again'))).state).toBe('hit');
    expect(cache.stats().entries).toBe(4);
    // The newest made-up pages are kept in their own bound, the older ones went.
    expect((await cache.serve('/jewelry/made-up-9', async () => page('x'))).state).toBe('hit');
    expect((await cache.serve('/catalog?x=0', async () => page('x'))).state).toBe('miss');
  });

  it('holds at most its bytes, the compressed forms counted', async () => {
    const html = 'x'.repeat(4000);
    const cache = new PageCache({ now: clock, maxBytes: 10_000, compressFromBytes: 1 });
    const a = await cache.serve('a', async () => page(html));
    await cache.serve('b', async () => page(html));
    expect(cache.stats().bytes).toBe(8000);
    if (!isCached(a.page)) throw new Error('a was not kept');
    const gzip = await cache.encodedBody(a.page, 'gzip');
    // a is its gzip form now (its plain bytes let go), b its plain bytes.
    expect(cache.stats().bytes).toBe(4000 + gzip.body.length);
    await cache.serve('c', async () => page(html));
    await cache.serve('d', async () => page(html));
    expect(cache.stats().bytes).toBeLessThanOrEqual(10_000);
    expect(cache.stats().entries).toBe(3);
  });

  it('compresses a page once per encoding and keeps the forms beside it', async () => {
    const html = `<p>${'ring '.repeat(1000)}</p>`;
    const cache = new PageCache({ now: clock });
    const { page: kept } = await cache.serve('k', async () => page(html));
    if (!isCached(kept)) throw new Error('not kept');
    const br = await cache.encodedBody(kept, 'br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(html);
    expect((await cache.encodedBody(kept, 'br')).body).toBe(br.body);
    const gzip = await cache.encodedBody(kept, 'gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(html);
    const plain = await cache.encodedBody(kept, null);
    expect(plain.encoding).toBeNull();
    expect(plain.body.toString()).toBe(html);
  });

  it('lets the plain bytes go once a form is kept, and makes them again from it when asked', async () => {
    const html = `<p>${'Кольцо «Луна» '.repeat(1000)}</p>`;
    const cache = new PageCache({ now: clock });
    const { page: kept } = await cache.serve('k', async () => page(html));
    if (!isCached(kept)) throw new Error('not kept');
    expect(kept.body?.toString()).toBe(html);
    const withPlain = cache.stats().bytes;
    const br = await cache.encodedBody(kept, 'br');
    expect(kept.body).toBeNull();
    // Only the brotli form is counted now: a small part of the page.
    expect(cache.stats().bytes).toBe(br.body.length);
    expect(cache.stats().bytes).toBeLessThan(withPlain / 4);
    expect((await cache.encodedBody(kept, null)).body.toString()).toBe(html);
    const gzip = await cache.encodedBody(kept, 'gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(html);
    expect(kept.length).toBe(Buffer.byteLength(html));
  });

  it('compresses a new entry once for all its concurrent visitors, and not again after a refresh to the same bytes', async () => {
    const html = `<p>${'pendant '.repeat(1000)}</p>`;
    const cache = new PageCache({ now: clock, freshMs: 2000, staleMs: 2000 });
    const { page: first } = await cache.serve('k', async () => page(html));
    if (!isCached(first)) throw new Error('not kept');
    const [a, b] = await Promise.all([
      cache.encodedBody(first, 'br'),
      cache.encodedBody(first, 'br'),
    ]);
    expect(a.body).toBe(b.body);
    now += 2500;
    await cache.serve('k', async () => page(html));
    await settled();
    const { page: refreshed, state } = await cache.serve('k', async () => page('other'));
    expect(state).toBe('hit');
    if (!isCached(refreshed)) throw new Error('not kept');
    expect(refreshed).not.toBe(first);
    expect(refreshed.encoded.br).toBe(a.body);
    // Other bytes: their own forms.
    now += 4000;
    const { page: changed } = await cache.serve('k', async () => page(`${html}!`));
    if (!isCached(changed)) throw new Error('not kept');
    expect(changed.encoded.br).toBeUndefined();
  });

  it('answers a miss with a quick brotli form, and keeps a smaller one once the page is asked for again', async () => {
    const html = Array.from(
      { length: 600 },
      (_, i) =>
        `<li class="card"><a href="/jewelry/${(i * 7919) % 1000}">Кольцо «${i % 37}»</a>` +
        `<span>${(i * 37) % 90} 400 ₽</span></li>`,
    ).join('');
    const cache = new PageCache({ now: clock });
    const { page: kept } = await cache.serve('k', async () => page(html));
    if (!isCached(kept)) throw new Error('not kept');
    const quick = await cache.encodedBody(kept, 'br');
    expect(cache.stats().recompressions).toBe(0);
    // Asked again: the quick form at once, the smaller one made meanwhile.
    expect((await cache.encodedBody(kept, 'br')).body).toBe(quick.body);
    for (let wait = 0; wait < 200 && cache.stats().recompressions === 0; wait += 1)
      await new Promise((resolve) => setTimeout(resolve, 5));
    expect(cache.stats().recompressions).toBe(1);
    const smaller = await cache.encodedBody(kept, 'br');
    expect(smaller.body.length).toBeLessThan(quick.body.length);
    expect(brotliDecompressSync(smaller.body).toString()).toBe(html);
    expect(cache.stats().bytes).toBe(smaller.body.length);
    // Once per form, also across a refresh to the same bytes.
    now += 2500;
    await cache.serve('k', async () => page(html));
    await settled();
    const { page: refreshed } = await cache.serve('k', async () => page('other'));
    if (!isCached(refreshed)) throw new Error('not kept');
    expect((await cache.encodedBody(refreshed, 'br')).body).toBe(smaller.body);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cache.stats().recompressions).toBe(1);
  });

  it('gives the smaller form to a refresh to the same bytes made while it was being made', async () => {
    const html = Array.from(
      { length: 600 },
      (_, i) => `<li><a href="/jewelry/${(i * 7919) % 1000}">Серьги «${i % 23}»</a></li>`,
    ).join('');
    const cache = new PageCache({ now: clock, freshMs: 2000, staleMs: 2000 });
    const { page: first } = await cache.serve('k', async () => page(html));
    if (!isCached(first)) throw new Error('not kept');
    const quick = await cache.encodedBody(first, 'br');
    await cache.encodedBody(first, 'br');
    // The refresh runs in promise callbacks only: before zlib's pool can answer.
    now += 2500;
    expect((await cache.serve('k', async () => page(html))).state).toBe('stale');
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    const { page: refreshed, state } = await cache.serve('k', async () => page('other'));
    expect(state).toBe('hit');
    if (!isCached(refreshed)) throw new Error('not kept');
    expect(refreshed).not.toBe(first);
    expect(refreshed.encoded.br).toBe(quick.body);
    for (let wait = 0; wait < 200 && cache.stats().recompressions === 0; wait += 1)
      await new Promise((resolve) => setTimeout(resolve, 5));
    expect(refreshed.encoded.br?.length).toBeLessThan(quick.body.length);
    expect(brotliDecompressSync(refreshed.encoded.br ?? Buffer.alloc(0)).toString()).toBe(html);
    expect(cache.stats().bytes).toBe(refreshed.encoded.br?.length);
  });

  it('makes a gzip form once: its quick and kept levels are one', async () => {
    const html = `<p>${'bracelet '.repeat(1000)}</p>`;
    const cache = new PageCache({ now: clock });
    const { page: kept } = await cache.serve('k', async () => page(html));
    if (!isCached(kept)) throw new Error('not kept');
    const gzip = await cache.encodedBody(kept, 'gzip');
    expect(kept.quick.gzip).toBe(false);
    expect((await cache.encodedBody(kept, 'gzip')).body).toBe(gzip.body);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cache.stats().recompressions).toBe(0);
  });

  it('sends a small page as it is', async () => {
    const cache = new PageCache({ now: clock });
    const { page: kept } = await cache.serve('k', async () => page('<p>tiny</p>'));
    if (!isCached(kept)) throw new Error('not kept');
    expect((await cache.encodedBody(kept, 'br')).encoding).toBeNull();
  });
});

describe('PageCache with the catalogue stamp', () => {
  let now = 0;
  const clock = () => now;
  let stamp: string | null = 's1';
  let readAt = 0;
  /** The stamp as the edge last read it: `readAt` moves with the clock unless a test holds it. */
  const catalogStamp = () => (stamp === null ? null : { stamp, readAt });
  const stamped = () =>
    new PageCache({ now: clock, freshMs: 2000, staleMs: 2000, stampedMs: 30_000, catalogStamp });
  beforeEach(() => {
    now = 1_000_000;
    readAt = now;
    stamp = 's1';
  });

  it('keeps a page fresh past its fresh time while the stamp it was rendered under is current', async () => {
    const cache = stamped();
    const render = jest.fn(async () => page('<p>one</p>'));
    const first = await cache.serve('k', render);
    now += 10_000;
    readAt = now - 500;
    const later = await cache.serve('k', render);
    expect(later.state).toBe('hit');
    expect(later.page).toBe(first.page);
    expect(render).toHaveBeenCalledTimes(1);
    // Its age counts from the stamp's read, as a revalidation with the origin.
    expect(isCached(later.page) && cache.ageSeconds(later.page)).toBe(0);
  });

  it('renders a page again once the stamp it was rendered under has moved', async () => {
    const cache = stamped();
    await cache.serve('k', async () => page('<p>old price</p>'));
    now += 10_000;
    readAt = now;
    stamp = 's2';
    const { render, finish } = controlledRender();
    const served = cache.serve('k', render);
    finish(page('<p>new price</p>'));
    expect((await served).state).toBe('miss');
    expect(render).toHaveBeenCalledTimes(1);
    const next = await cache.serve('k', render);
    expect(next.state).toBe('hit');
    expect(isCached(next.page) && next.page.body?.toString()).toBe('<p>new price</p>');
  });

  it('serves stale, not fresh, right after the stamp moves within the stale time', async () => {
    const cache = stamped();
    await cache.serve('k', async () => page('<p>old price</p>'));
    now += 10_000;
    readAt = now;
    // Found current at 10 s; the stamp then moves and is read 2.5 s later.
    expect((await cache.serve('k', async () => page('<p>x</p>'))).state).toBe('hit');
    now += 2500;
    readAt = now;
    stamp = 's2';
    const { render } = controlledRender();
    expect((await cache.serve('k', render)).state).toBe('stale');
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('goes back to the time rule without a reading of the stamp (the API not answering)', async () => {
    const cache = stamped();
    await cache.serve('k', async () => page('<p>one</p>'));
    now += 2500;
    stamp = null;
    const { render } = controlledRender();
    expect((await cache.serve('k', render)).state).toBe('stale');
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('does not take a reading older than the page as a revalidation', async () => {
    const cache = stamped();
    await cache.serve('k', async () => page('<p>one</p>'));
    now += 2500;
    // The same stamp, but read before the render: it says nothing of the time since.
    readAt = now - 3000;
    const { render } = controlledRender();
    expect((await cache.serve('k', render)).state).toBe('stale');
  });

  it('renders a page again after its stamped time, though the stamp has not moved (texts, banners)', async () => {
    const cache = stamped();
    await cache.serve('k', async () => page('<p>banner</p>'));
    now += 31_000;
    readAt = now;
    const render = jest.fn(async () => page('<p>new banner</p>'));
    expect((await cache.serve('k', render)).state).toBe('miss');
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('keeps to the time rule for a page rendered when no stamp had been read', async () => {
    const cache = stamped();
    stamp = null;
    await cache.serve('k', async () => page('<p>one</p>'));
    stamp = 's1';
    now += 2500;
    readAt = now;
    const { render } = controlledRender();
    expect((await cache.serve('k', render)).state).toBe('stale');
  });
});

describe('pageCacheKey', () => {
  const parts = {
    storefront: 'ru',
    pageOrigin: 'https://shop.test.ru',
    url: '/catalog?sort=price',
    currency: 'RUB',
    registryVersion: '{"catalog":"http://cdn/catalog/1/mf-manifest.json"}',
  };

  it.each([
    ['storefront', { storefront: 'en' }],
    ['origin', { pageOrigin: 'https://shop.test.com' }],
    ['path', { url: '/catalog/rings' }],
    ['query', { url: '/catalog?sort=new' }],
    ['currency', { currency: 'AED' }],
    [
      'registry version',
      { registryVersion: '{"catalog":"http://cdn/catalog/2/mf-manifest.json"}' },
    ],
  ])('differs by the %s', (_name, change) => {
    expect(pageCacheKey({ ...parts, ...change })).not.toBe(pageCacheKey(parts));
  });

  it('is the same for the same parts', () => {
    expect(pageCacheKey({ ...parts })).toBe(pageCacheKey(parts));
  });

  it("keeps the cart served without a session apart from a visitor's own (ADR 43)", () => {
    const cart = { ...parts, url: '/cart' };
    const sessionless = pageCacheKey({ ...cart, sessionless: true });
    const withSession = pageCacheKey({ ...cart, sessionless: false });
    expect(sessionless).not.toBe(withSession);
    expect(new Set([sessionless, withSession, pageCacheKey(cart)]).size).toBe(3);
  });
});

describe('brotliWindowBits', () => {
  it('is the smallest window that holds the page, between 16 and 24 bits', () => {
    expect(brotliWindowBits(1000)).toBe(16);
    expect(brotliWindowBits(326_935)).toBe(19);
    expect(brotliWindowBits(524_272)).toBe(19);
    expect(brotliWindowBits(524_273)).toBe(20);
    expect(brotliWindowBits(100_000_000)).toBe(24);
  });
});

describe('ETags and encodings', () => {
  it('gives equal bytes one weak ETag, other bytes another', () => {
    const etag = etagOf(Buffer.from('<p>a</p>'));
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(etagOf(Buffer.from('<p>a</p>'))).toBe(etag);
    expect(etagOf(Buffer.from('<p>b</p>'))).not.toBe(etag);
  });

  it('matches If-None-Match weakly, in a list and as *', () => {
    expect(etagMatches('W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('*', 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"abd"', 'W/"abc"')).toBe(false);
    expect(etagMatches(undefined, 'W/"abc"')).toBe(false);
  });

  it('prefers brotli, then gzip, as the client allows', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding('*')).toBe('br');
  });
});
