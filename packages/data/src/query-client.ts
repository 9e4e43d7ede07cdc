import { QueryCache, QueryClient } from '@tanstack/react-query';
import { bus } from '@shop/event-bus';
import { errorText } from '@shop/error-codes';
import { connectBusInvalidation } from './bus-invalidation';
import { DATA_ERRORS } from './error-codes';

/** How long an answer counts as fresh: a hydrated page must not ask again for what it was served. */
export const FRESH_MS = 60_000;

/**
 * A failure worth its stack in the log: not a cancelled call (no failure at all) and not a
 * 4xx (that is the answer: not found, unauthorized). By name and fields, not class:
 * `@shop/api-client` is bundled into every container, this package once.
 */
export function isLoggedFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return true;
  const { name, status } = error as { name?: unknown; status?: unknown };
  if (name === 'ApiCancelledError' || name === 'AbortError' || name === 'CancelledError')
    return false;
  return !(name === 'ApiError' && typeof status === 'number' && status >= 400 && status < 500);
}

/** One query client's rules: the same in every container, the browser's and a server render's. */
export function createQueryClient({ server = false }: { server?: boolean } = {}): QueryClient {
  // The server's client keeps nothing after its request (the render clears it); the page's
  // keeps unused answers for a while, so back and forth between pages shows them at once.
  const gcTime = server ? Infinity : 5 * 60_000;
  return new QueryClient({
    // One place logs failed reads (spec: fetch failures are logged, the page shows its error
    // state with a retry), under the query's own code.
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isLoggedFailure(error))
          console.error(
            `[${query.meta?.owner ?? 'data'}] ${query.meta?.errorCode ?? errorText(DATA_ERRORS.QUERY_FAILED, 'query')} failed ${query.queryHash}`,
            error,
          );
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: FRESH_MS,
        gcTime,
        // The shop asks again on its own triggers (bus events, retry buttons), not on focus.
        refetchOnWindowFocus: false,
        // A failed read shows its error state at once and the shopper's "try again" refetches
        // (the spec's rule, as before); a server render has 300 ms and leaves the slot to the
        // browser instead (ADR 13).
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

let pageClient: QueryClient | null = null;
let disconnect: (() => void) | null = null;

/**
 * The page's one query client in the browser. This package is a federation singleton, so the
 * shell and every remote get this same client (and cache) whichever container loaded it.
 */
export function getQueryClient(): QueryClient {
  // Never one client per process on a server: a tree rendered there without its request's own
  // client (the chrome) gets an empty one of its own.
  if (typeof window === 'undefined') return createQueryClient({ server: true });
  if (!pageClient) {
    pageClient = createQueryClient();
    disconnect = connectBusInvalidation(pageClient, bus);
  }
  return pageClient;
}

/** Tests: forget the page's client and its cache (the next getQueryClient() starts afresh). */
export function resetQueryClient(): void {
  pageClient?.clear();
  disconnect?.();
  pageClient = null;
  disconnect = null;
}
