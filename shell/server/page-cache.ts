/**
 * The edge's cache of served pages (issue #22, ADR 30). A served page is public: its chrome
 * and slot never depend on cookies (ADR 13), only on the storefront, the URL, the currency
 * and the registry version that rendered it, and its inline scripts are allowed by hash, not
 * by a per-request nonce. So the whole answer (status, headers, bytes) is kept per key and
 * served to every visitor of that key:
 * - fresh for `freshMs` since it was rendered or last found current: served as it is. A page
 *   is found current when the API's catalogue stamp (prices and stock, catalog-stamp.ts) it
 *   was rendered under is still the stamp read in the last `freshMs`, for up to `stampedMs`
 *   after its render (what the stamp does not cover, texts and banners, shows within that);
 * - then, for `staleMs` more, served stale while one refresh per key renders it again
 *   (stale-while-revalidate: the visitor does not wait; concurrent misses of a key share one
 *   render too);
 * - older: gone, the next visitor waits for a render. Either way a price or stock change
 *   shows within `freshMs + staleMs` and one render.
 * A render that failed, fell back to the browser or took over its budget is served to its
 * visitor but never kept. Bounded by entries and by bytes (the page and its compressed
 * forms), least recently used first out (lru-cache), twice: the shop's plain addresses, and
 * apart from them the pages anyone can make up (a query string, a 404). The brotli and gzip
 * forms are made once per entry, on the first visitor that asks for each, off the main thread.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants, gunzip, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { CatalogStampSource } from './catalog-stamp';

/** A rendered page: what a render gives the cache. */
export interface RenderedPage {
  status: number;
  /** The page's UTF-8 bytes (composed as bytes: see composePage). */
  body: Buffer;
  /** The answer's headers that are the same for every visitor of the key (CSP by hashes…). */
  headers: Readonly<Record<string, string>>;
  /**
   * Whether it may be kept: not when a part fell back to the browser (an error, the remote
   * down), nor when the render took over its budget.
   */
  cacheable: boolean;
  /**
   * Its address has a query string. Such a page, and one that is not a 200 (a made-up product's
   * 404), is kept in a smaller bound of its own: anyone can make up any number of them, and they
   * must not push the shop's own pages out (PageCacheOptions.variantEntries).
   */
  withQuery?: boolean;
}

export type Encoding = 'br' | 'gzip';

/** A kept page. */
export interface CachedPage {
  key: string;
  status: number;
  headers: Readonly<Record<string, string>>;
  /**
   * The page's plain bytes while it has no compressed form. Once it has one they are let go (a
   * listing's ~330 KB against ~29 KB of brotli), and made again from a form when a client asks
   * for them or for another encoding (PageCache.plainBody). Kept, they were external memory
   * until an entry left the cache and a full collection ran: the most of what set off V8's
   * full collections under misses (issue #22).
   */
  body: Buffer | null;
  /** The plain bytes' length. */
  length: number;
  /** Weak: the same for the page's encodings (they are one page). */
  etag: string;
  renderedAt: number;
  /** When it was rendered or last found current by the catalogue stamp: its age counts from it. */
  validatedAt: number;
  /** The catalogue stamp read before its render began, if there was one. */
  stamp: string | null;
  encoded: Partial<Record<Encoding, Buffer>>;
  /**
   * The forms made quickly for a visitor who waited for the render (COMPRESSION's `first`), to
   * be made again smaller when the page is asked for again (its `kept`). False once that began.
   */
  quick: Partial<Record<Encoding, boolean>>;
  /** Compressions under way: concurrent visitors of a new entry share one per encoding. */
  compressing: Partial<Record<Encoding, Promise<Buffer>>>;
  /** Kept in the bound of pages under made-up addresses (RenderedPage.withQuery). */
  variant: boolean;
}

/** What the cache did for a request: a header of the answer and the cache's counters. */
export type CacheState = 'hit' | 'stale' | 'miss' | 'bypass';

export interface PageCacheOptions {
  /** At most this many pages of plain addresses that answered 200 (default 500). */
  maxEntries?: number;
  /** At most this many bytes of those pages and their compressed forms (default 64 MiB). */
  maxBytes?: number;
  /**
   * Besides them, at most this many pages with a query string or another status (default 250):
   * a stranger asking for `/catalog?x=<random>` again and again replaces only these, never a
   * home, a listing or a product page (an attack pass, 2026-11-28).
   */
  variantEntries?: number;
  /** At most this many bytes of those (default 16 MiB). */
  variantBytes?: number;
  /** Served as they are for this long (default PAGE_FRESH_MS). */
  freshMs?: number;
  /** Then served stale while one refresh runs, for this long (default PAGE_STALE_MS). */
  staleMs?: number;
  /** Pages smaller than this are sent uncompressed (the edge's compression threshold). */
  compressFromBytes?: number;
  /** The API's catalogue stamp; without it (or a reading of it) the time rule alone. */
  catalogStamp?: CatalogStampSource;
  /** A page is found current by its stamp for this long after its render (default PAGE_STAMPED_MS). */
  stampedMs?: number;
  now?: () => number;
}

/**
 * 2 s fresh and 2 s stale: a change in the database (a price, the stock) shows on the served
 * page within 4 s plus one render (the issue asks for 5 s), while a page asked 2 000 times a
 * second is rendered about once every 2 s.
 */
export const PAGE_FRESH_MS = 2_000;
export const PAGE_STALE_MS = 2_000;
/**
 * 30 s: a page whose prices and stock have not moved is rendered again at most every 30 s
 * (plus a stale refresh), so a change to what the stamp does not cover shows within that.
 */
export const PAGE_STAMPED_MS = 30_000;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const brotliDecompressed = promisify(brotliDecompress);
const gunzipped = promisify(gunzip);

/**
 * A page's compression: brotli at quality 4 for its first form, which the visitor of a miss
 * waits for, and at 8 once the page is asked for again (a page asked once is never compressed
 * twice); gzip at 6 (the edge's on-the-fly level, compression.ts) for both. A listing (~330 KB)
 * takes brotli 4 ~1.6 ms of a core for ~32 KB, 5 ~2.6 ms for ~28 KB and 8 ~4.1 ms for ~27 KB:
 * a miss costs a core a millisecond less than at the edge's 5, and the page most visitors get is
 * smaller than at 5 (issue #22).
 */
const COMPRESSION: Record<Encoding, { first: number; kept: number }> = {
  br: { first: 4, kept: 8 },
  gzip: { first: 6, kept: 6 },
};

/**
 * The output buffer holds a compressed page in one piece: zlib's default 16 KB hands every
 * piece back to the event loop, which cost the edge's main thread about half as much as the
 * compression did in its worker. A quarter of the page is room enough (pages compress 8-12
 * times), and the buffer is garbage once the page's form is copied out of it: one of the
 * page's size made every miss a third of a megabyte more external memory, which is what set
 * off V8's full collections (issue #22). Brotli's window is the page's size rounded up to a
 * power of two: its default (4 MiB) cost ~5% more time for the same bytes.
 */
function compress(body: Buffer, encoding: Encoding, stage: 'first' | 'kept'): Promise<Buffer> {
  const chunkSize = Math.max(constants.Z_DEFAULT_CHUNK, body.length >> 2);
  const level = COMPRESSION[encoding][stage];
  return encoding === 'br'
    ? brotli(body, {
        chunkSize,
        params: {
          [constants.BROTLI_PARAM_QUALITY]: level,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(body.length),
        },
      })
    : gzipped(body, { level, chunkSize });
}

/** The smallest brotli window (in bits, 16-24) that holds `length` bytes (a window is 2^bits - 16). */
export const brotliWindowBits = (length: number): number =>
  Math.min(constants.BROTLI_MAX_WINDOW_BITS, Math.max(16, Math.ceil(Math.log2(length + 16))));

export const etagOf = (body: Buffer): string =>
  `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** Whether an If-None-Match header names this ETag (weak comparison, `*` included). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === bare);
}

/** The encoding a client asks for first among those kept (br before gzip), or null. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.trim().split(';');
    const q = parameters.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const allowed = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allowed('br')) return 'br';
  if (allowed('gzip')) return 'gzip';
  return null;
}

const sizeOf = (page: CachedPage): number =>
  (page.body?.length ?? 0) + (page.encoded.br?.length ?? 0) + (page.encoded.gzip?.length ?? 0) || 1;

export interface PageCacheStats {
  hits: number;
  stale: number;
  misses: number;
  bypasses: number;
  refreshes: number;
  /** Quick forms made again at the kept quality (COMPRESSION). */
  recompressions: number;
  entries: number;
  bytes: number;
}

/**
 * The kept pages in two least-recently-used bounds, by where a page lives (CachedPage.variant):
 * a key is in one of them at most.
 */
class PageBounds {
  constructor(
    private readonly plain: LRUCache<string, CachedPage>,
    private readonly variants: LRUCache<string, CachedPage>,
  ) {}

  get(key: string): CachedPage | undefined {
    return this.plain.get(key) ?? this.variants.get(key);
  }

  peek(key: string): CachedPage | undefined {
    return this.plain.peek(key) ?? this.variants.peek(key);
  }

  delete(key: string): void {
    this.plain.delete(key);
    this.variants.delete(key);
  }

  set(key: string, page: CachedPage): void {
    (page.variant ? this.plain : this.variants).delete(key);
    (page.variant ? this.variants : this.plain).set(key, page);
  }

  clear(): void {
    this.plain.clear();
    this.variants.clear();
  }

  get size(): number {
    return this.plain.size + this.variants.size;
  }

  get calculatedSize(): number {
    return this.plain.calculatedSize + this.variants.calculatedSize;
  }
}

export class PageCache {
  private readonly pages: PageBounds;
  private readonly rendering = new Map<string, Promise<CachedPage | RenderedPage>>();
  private readonly freshMs: number;
  private readonly staleMs: number;
  private readonly compressFromBytes: number;
  private readonly catalogStamp: CatalogStampSource | null;
  private readonly stampedMs: number;
  private readonly now: () => number;
  private readonly counts = {
    hits: 0,
    stale: 0,
    misses: 0,
    bypasses: 0,
    refreshes: 0,
    recompressions: 0,
  };

  constructor(options: PageCacheOptions = {}) {
    this.freshMs = options.freshMs ?? PAGE_FRESH_MS;
    this.staleMs = options.staleMs ?? PAGE_STALE_MS;
    this.compressFromBytes = options.compressFromBytes ?? 1024;
    this.catalogStamp = options.catalogStamp ?? null;
    this.stampedMs = options.stampedMs ?? PAGE_STAMPED_MS;
    this.now = options.now ?? Date.now;
    this.pages = new PageBounds(
      new LRUCache<string, CachedPage>({
        max: options.maxEntries ?? 500,
        maxSize: options.maxBytes ?? 64 * 1024 * 1024,
        sizeCalculation: sizeOf,
      }),
      new LRUCache<string, CachedPage>({
        max: options.variantEntries ?? 250,
        maxSize: options.variantBytes ?? 16 * 1024 * 1024,
        sizeCalculation: sizeOf,
      }),
    );
  }

  /**
   * The page of `key`: kept and fresh (hit), kept and stale (a refresh started unless one
   * runs), else rendered now (miss; a render of the key already running is shared). An
   * uncacheable render is answered as it is (bypass) and not kept.
   */
  async serve(
    key: string,
    render: () => Promise<RenderedPage>,
  ): Promise<{ page: CachedPage | RenderedPage; state: CacheState }> {
    const kept = this.pages.get(key);
    if (kept?.stamp) {
      const reading = this.catalogStamp?.();
      if (reading?.stamp === kept.stamp && this.now() - kept.renderedAt < this.stampedMs)
        kept.validatedAt = Math.max(kept.validatedAt, reading.readAt);
    }
    const age = kept ? this.now() - kept.validatedAt : Infinity;
    if (kept && age < this.freshMs) {
      this.counts.hits += 1;
      return { page: kept, state: 'hit' };
    }
    if (kept && age < this.freshMs + this.staleMs) {
      this.counts.stale += 1;
      if (!this.rendering.has(key)) {
        this.counts.refreshes += 1;
        // A failed refresh leaves the stale page to its end; the next stale visitor tries again.
        this.renderOnce(key, render).catch(() => undefined);
      }
      return { page: kept, state: 'stale' };
    }
    if (kept) this.pages.delete(key);
    const page = await (this.rendering.get(key) ?? this.renderOnce(key, render));
    const state = isCached(page) ? 'miss' : 'bypass';
    this.counts[state === 'miss' ? 'misses' : 'bypasses'] += 1;
    return { page, state };
  }

  /**
   * The page's bytes in `encoding` (null: sent as they are), compressed once per entry (and
   * not again by a refresh that rendered the same bytes).
   */
  async encodedBody(
    page: CachedPage,
    encoding: Encoding | null,
  ): Promise<{ body: Buffer; encoding: Encoding | null }> {
    if (!encoding || page.length < this.compressFromBytes)
      return { body: await this.plainBody(page), encoding: null };
    const kept = page.encoded[encoding];
    if (kept) {
      if (page.quick[encoding]) this.recompress(page, encoding);
      return { body: kept, encoding };
    }
    let compressing = page.compressing[encoding];
    if (!compressing) {
      // Set before any await: concurrent visitors share this one.
      compressing = this.plainBody(page)
        .then((plain) => compress(plain, encoding, 'first'))
        .then((body) => {
          page.encoded[encoding] = body;
          page.quick[encoding] = COMPRESSION[encoding].first !== COMPRESSION[encoding].kept;
          page.body = null;
          delete page.compressing[encoding];
          this.resized(page);
          return body;
        });
      page.compressing[encoding] = compressing;
    }
    return { body: await compressing, encoding };
  }

  /**
   * Makes a quick form again at the kept quality, off the main thread, while the quick one is
   * served; once per form. A failure leaves the quick form, which is a correct answer.
   */
  private recompress(page: CachedPage, encoding: Encoding): void {
    page.quick[encoding] = false;
    const quickForm = page.encoded[encoding];
    this.plainBody(page)
      .then((plain) => compress(plain, encoding, 'kept'))
      .then((body) => {
        if (!quickForm || body.length >= quickForm.length) return;
        this.counts.recompressions += 1;
        // A refresh to the same bytes meanwhile is the kept entry now, with the quick form.
        for (const holder of new Set([page, this.pages.peek(page.key)])) {
          if (holder?.encoded[encoding] !== quickForm) continue;
          holder.encoded[encoding] = body;
          this.resized(holder);
        }
      })
      .catch(() => undefined);
  }

  /**
   * Counts a page's bytes in the bound again, while it is still the kept entry (lru-cache sizes
   * an entry when it is set, and not again for the same value).
   */
  private resized(page: CachedPage): void {
    if (this.pages.peek(page.key) !== page) return;
    this.pages.delete(page.key);
    this.pages.set(page.key, page);
  }

  /** The page's plain bytes: kept, or made again from a compressed form of it. */
  async plainBody(page: CachedPage): Promise<Buffer> {
    if (page.body) return page.body;
    if (page.encoded.br) return brotliDecompressed(page.encoded.br);
    if (page.encoded.gzip) return gunzipped(page.encoded.gzip);
    // Never so: the bytes are let go only once a form is kept, and forms are never dropped.
    throw new Error(`the page ${page.key} has neither its bytes nor a compressed form`);
  }

  /**
   * Whole seconds since the page was rendered or found current (a revalidation with the
   * origin's data, as a CDN's Age means it): its Age header.
   */
  ageSeconds(page: CachedPage): number {
    return Math.max(0, Math.floor((this.now() - page.validatedAt) / 1000));
  }

  stats(): PageCacheStats {
    return { ...this.counts, entries: this.pages.size, bytes: this.pages.calculatedSize };
  }

  /** Drops every page (a test's, or a shell's own deploy). */
  clear(): void {
    this.pages.clear();
  }

  private renderOnce(
    key: string,
    render: () => Promise<RenderedPage>,
  ): Promise<CachedPage | RenderedPage> {
    const started = this.now();
    // Read before the render asks for its data: the data is at least as new as the stamp.
    const stamp = this.catalogStamp?.()?.stamp ?? null;
    const rendering = render()
      .then((rendered): CachedPage | RenderedPage => {
        if (!rendered.cacheable) return rendered;
        const { body } = rendered;
        const etag = etagOf(body);
        // A refresh that rendered the same bytes (nothing changed) keeps their compressed forms.
        const previous = this.pages.peek(key);
        const same = previous?.etag === etag;
        const encoded = same ? { ...previous.encoded } : {};
        const page: CachedPage = {
          key,
          status: rendered.status,
          headers: rendered.headers,
          // With a form already, the plain bytes are not kept (see CachedPage.body).
          body: encoded.br || encoded.gzip ? null : body,
          length: body.length,
          etag,
          // Its age counts from when its data was asked for, not when it arrived.
          renderedAt: started,
          validatedAt: started,
          stamp,
          encoded,
          quick: same ? { ...previous.quick } : {},
          compressing: {},
          variant: rendered.withQuery === true || rendered.status !== 200,
        };
        this.pages.set(key, page);
        return page;
      })
      .finally(() => this.rendering.delete(key));
    this.rendering.set(key, rendering);
    return rendering;
  }
}

export function isCached(page: CachedPage | RenderedPage): page is CachedPage {
  return 'etag' in page;
}
