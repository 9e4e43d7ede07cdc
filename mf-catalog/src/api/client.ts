import { createBusApiClient, isApiError, isCancelled, type ApiClient } from '@shop/api-client';
import { bus } from '@shop/event-bus';
import type { Storefront } from '@shop/types';

let cached: { storefront: Storefront | undefined; client: ApiClient } | null = null;

/**
 * The shared typed client for the current storefront (its header picks the
 * server's locale and currency); 401 answers reach the bus.
 */
export function catalogApi(): ApiClient {
  const storefront = bus.get('storefront')?.storefront;
  if (!cached || cached.storefront !== storefront)
    cached = { storefront, client: createBusApiClient(storefront ? { storefront } : {}) };
  return cached.client;
}

/** Tests: forget the client so the next call picks up a mocked fetch. */
export function resetCatalogApi(): void {
  cached = null;
}

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/** Cancelled requests are not errors (ARCHITECTURE §3). */
export function isAbort(error: unknown): boolean {
  return isCancelled(error) || (error instanceof DOMException && error.name === 'AbortError');
}

/** A server message worth showing (cart errors), else null for the catalogued text. */
export function serverMessage(error: unknown): string | null {
  return isApiError(error) && error.status > 0 && error.status < 500 ? error.message : null;
}
