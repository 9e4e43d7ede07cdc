import type { CurrencyCode, Storefront } from '@shop/types';
import { runWithStorefrontApi } from './bus-bridge';
import { createApiClient } from './create-api-client';
import type { FetchLike } from './http';

/**
 * Asks for answers as they are, not compressed: the edge and the API talk over a private
 * network, and a compressed listing (some 115 KB of JSON) cost the edge's event loop its
 * decompression chunk by chunk on every render (issue #22). Fetch asks for gzip and brotli
 * unless told otherwise.
 */
const uncompressed =
  (fetch: FetchLike): FetchLike =>
  (input, init) =>
    fetch(input, {
      ...init,
      headers: { ...(init?.headers as Record<string, string>), 'Accept-Encoding': 'identity' },
    });

/**
 * One server render's API client (ADR 13): its storefront and the visitor's currency, no
 * cookies, straight to the API, uncompressed, through the host's `fetch` when it gives one
 * (ServerRenderRequest.fetch), else the global fetch.
 */
export function createServerApi(
  apiOrigin: string,
  storefront: Storefront,
  currency?: CurrencyCode,
  fetch: FetchLike = (input, init) => globalThis.fetch(input, init),
) {
  return createApiClient({
    baseUrl: apiOrigin,
    storefront,
    credentials: 'omit',
    fetch: uncompressed(fetch),
    ...(currency ? { currency } : {}),
  });
}

/**
 * Starts a server render's requests (its route's queries, ADR 23) with `api` as
 * storefrontApi(): each query function asks for its client before its first await, which is
 * while this scope holds, so no request of a render goes through the process-wide bus.
 */
export function withServerApi<T>(
  api: ReturnType<typeof createServerApi>,
  start: () => Promise<T>,
): Promise<T> {
  return runWithStorefrontApi(api, start);
}
