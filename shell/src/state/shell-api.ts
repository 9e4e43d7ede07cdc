import { createBusApiClient, type ApiClient } from '@shop/api-client';
import { bus } from '@shop/event-bus';

let client: ApiClient | null = null;

/** The shell's API client, for the storefront the shell resolved at start. */
export function shellApi(): ApiClient {
  client ??= createBusApiClient({ storefront: bus.get('storefront')?.storefront ?? 'ru' });
  return client;
}
