import type { CurrencyCode, Storefront } from '@shop/types';
import { runWithStorefrontApi } from './bus-bridge';
import { createApiClient } from './create-api-client';

/** What a server render's data hooks call (ServerRenderData.load in @shop/ui). */
export type ServerLoad = <T>(key: string, start: () => Promise<T>) => Promise<T>;

/**
 * The data of one server render (ADR 13): one API client for the request (its storefront and
 * the visitor's currency, no cookies, straight to the API) as storefrontApi() for every loader,
 * each key requested once, and every answer kept by its key — what the page serializes for
 * hydration.
 */
export function createServerLoader(
  apiOrigin: string,
  storefront: Storefront,
  currency?: CurrencyCode,
) {
  const client = createApiClient({
    baseUrl: apiOrigin,
    storefront,
    credentials: 'omit',
    ...(currency ? { currency } : {}),
  });
  const requests = new Map<string, Promise<unknown>>();
  const data: Record<string, unknown> = {};
  const load: ServerLoad = <T>(key: string, start: () => Promise<T>): Promise<T> => {
    let pending = requests.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = runWithStorefrontApi(client, start).then((value) => {
        data[key] = value;
        return value;
      });
      requests.set(key, pending);
    }
    return pending;
  };
  /** Every request started so far, answered (rejects with the first failure). */
  const settled = () => Promise.all(requests.values());
  return { load, data, settled };
}
