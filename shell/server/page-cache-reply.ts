/**
 * How the edge answers with a page of its cache (page-cache.ts, ADR 30): the kept bytes in the
 * encoding the client asks for, an ETag (304 on If-None-Match), and Cache-Control, Age and Vary
 * a CDN in front can keep it by.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  etagMatches,
  isCached,
  PAGE_FRESH_MS,
  PAGE_STALE_MS,
  preferredEncoding,
  type CacheState,
  type CachedPage,
  type PageCache,
  type RenderedPage,
} from './page-cache';

/** The answer header saying what the cache did (the load bench counts it). */
export const PAGE_CACHE_HEADER = 'x-shop-page-cache';

/**
 * Everything a served page depends on (ADR 30): the storefront (by host) and the origin its
 * absolute links name, the path and query, the currency (the geolocation cookie's country
 * changes it: ADR 21), the registry version (a deploy or rollback is a new key, so it
 * shows on the next request), and on the cart whether the visitor has a session (without one
 * the cart is served empty, ADR 43). Nothing else of a request — no other cookie, no header —
 * goes into a served page.
 */
export interface PageKeyParts {
  storefront: string;
  pageOrigin: string;
  url: string;
  currency: string;
  registryVersion: string;
  /** Set on a page whose content depends on the session's presence (the cart). */
  sessionless?: boolean;
}

export const pageCacheKey = (parts: PageKeyParts): string =>
  JSON.stringify([
    parts.registryVersion,
    parts.storefront,
    parts.pageOrigin,
    parts.currency,
    parts.url,
    ...(parts.sessionless === undefined ? [] : [parts.sessionless ? 'sessionless' : 'session']),
  ]);

/**
 * A CDN may keep a page as long as this edge does, and no longer: fresh for PAGE_FRESH_MS,
 * served stale while it asks again for PAGE_STALE_MS (Age says how much of that is gone).
 * Browsers ask again every time (max-age=0) and get a 304 while the page is unchanged.
 */
export const CACHED_PAGE_CACHE_CONTROL =
  `public, max-age=0, s-maxage=${PAGE_FRESH_MS / 1000}, ` +
  `stale-while-revalidate=${PAGE_STALE_MS / 1000}`;
/** A page that is not kept (a fallback, a slow render) is not kept by anyone else either. */
export const UNCACHED_PAGE_CACHE_CONTROL = 'private, no-cache';
/**
 * The encoding picks the bytes; the geolocation cookie can pick the currency. A CDN that keys
 * on the currency cookie alone may drop Cookie from it (ADR 30).
 */
export const PAGE_VARY = 'accept-encoding, cookie';

/**
 * Sends a page from `cache.serve`: a kept one as its kept bytes (compressed once), or 304 when
 * the client has it; a page that was not kept as it is (the edge compresses it as before).
 * `personal`: the answer carries something of this visitor (a Set-Cookie), so nobody may keep it.
 */
export async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: PageCache | null,
  { page, state }: { page: CachedPage | RenderedPage; state: CacheState },
  personal: boolean,
): Promise<FastifyReply> {
  reply
    .code(page.status)
    .headers(page.headers)
    .header(PAGE_CACHE_HEADER, state)
    .header('vary', PAGE_VARY)
    .type('text/html; charset=utf-8');
  if (!isCached(page)) {
    return reply.header('cache-control', UNCACHED_PAGE_CACHE_CONTROL).send(page.body);
  }
  // A kept page comes from a cache: without one every page is answered as it was rendered.
  if (!cache) throw new Error('a kept page was given without its page cache');
  reply
    .header('cache-control', personal ? UNCACHED_PAGE_CACHE_CONTROL : CACHED_PAGE_CACHE_CONTROL)
    .header('etag', page.etag)
    .header('age', String(cache.ageSeconds(page)));
  if (page.status === 200 && etagMatches(request.headers['if-none-match'], page.etag)) {
    return reply.code(304).send();
  }
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const { body, encoding: sent } = await cache.encodedBody(page, encoding);
  if (sent) reply.header('content-encoding', sent);
  return reply.send(body);
}
