import { createBusApiClient, type ApiClient } from '@shop/api-client';
import type { Storefront } from '@shop/types';

const clients = new Map<Storefront, ApiClient>();

/** One API client per storefront, through the bus bridge (401 → auth:unauthorized). */
export function favoritesApi(storefront: Storefront): ApiClient {
  let client = clients.get(storefront);
  if (!client) {
    client = createBusApiClient({ storefront });
    clients.set(storefront, client);
  }
  return client;
}
