import type { CurrencyCode, Storefront } from '@shop/types';
import { runWithStorefrontApi } from './bus-bridge';
import { createApiClient } from './create-api-client';

/**
 * One server render's API client (ADR 13): its storefront and the visitor's currency, no
 * cookies, straight to the API.
 */
export function createServerApi(
  apiOrigin: string,
  storefront: Storefront,
  currency?: CurrencyCode,
) {
  return createApiClient({
    baseUrl: apiOrigin,
    storefront,
    credentials: 'omit',
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
