/** Wires 401 answers to the shared bus: bus.emit('auth:unauthorized', { url }). */
import { bus } from '@shop/event-bus';
import type { Storefront, User, UserState } from '@shop/types';
import { createApiClient } from './create-api-client';
import type { ApiClientOptions } from './http';

export const emitUnauthorized = ({ url }: { url: string }): void => {
  bus.emit('auth:unauthorized', { url });
};

/** The client every remote should use: 401 → 'auth:unauthorized' on the bus. */
export function createBusApiClient(options: Omit<ApiClientOptions, 'onUnauthorized'> = {}) {
  return createApiClient({ ...options, onUnauthorized: emitUnauthorized });
}

/**
 * A client made once per storefront on the bus (its header picks the server's locale and
 * currency).
 */
export function onePerStorefront<T>(make: (storefront: Storefront | undefined) => T) {
  let current: { storefront: Storefront | undefined; client: T } | null = null;
  return {
    get(): T {
      const storefront = bus.get('storefront')?.storefront;
      if (!current || current.storefront !== storefront) {
        current = { storefront, client: make(storefront) };
      }
      return current.client;
    },
    reset(): void {
      current = null;
    },
  };
}

const storefrontClient = onePerStorefront((storefront) =>
  createBusApiClient(storefront ? { storefront } : {}),
);

/**
 * The client for the storefront on the bus (its header picks the server's locale and
 * currency), made once per storefront; 401 answers reach the bus.
 */
export function storefrontApi(): StorefrontClient {
  return scopedClient ?? storefrontClient.get();
}

type StorefrontClient = ReturnType<typeof createBusApiClient>;
let scopedClient: StorefrontClient | null = null;

/**
 * Runs `load` with `client` as storefrontApi(): a server render calls each data loader
 * through this, so its requests go to the API directly with the request's storefront,
 * never through the process-wide bus (ADR 13). Loaders call storefrontApi() before their
 * first await, which is when the scope holds.
 */
export function runWithStorefrontApi<T>(client: StorefrontClient, load: () => T): T {
  const previous = scopedClient;
  scopedClient = client;
  try {
    return load();
  } finally {
    scopedClient = previous;
  }
}

/** Tests: forget the client so the next call picks up a mocked fetch. */
export function resetStorefrontApi(): void {
  storefrontClient.reset();
}

/** The bus's user state (header, checkout, counters) from the API's User entity. */
export function userStateFromUser(user: User): UserState {
  if (!user.isAuth) return { isAuth: false };
  return {
    isAuth: true,
    name: user.name ?? undefined,
    surname: user.surname ?? undefined,
    email: user.email ?? undefined,
    phone: user.phone ?? undefined,
    favoritesCount: user.wishlistCount,
    bonusBalance: user.bonuses?.balance,
  };
}
