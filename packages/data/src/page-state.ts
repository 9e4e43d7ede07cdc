import {
  dehydrate,
  hydrate,
  type DehydratedState,
  type FetchQueryOptions,
  type QueryClient,
} from '@tanstack/react-query';

/** A query a route's render needs, of whatever data type. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list mixes data types
export type PrefetchQuery = FetchQueryOptions<any, any, any, any>;

/** What a server render writes into the page for the browser's hydration (ADR 23). */
export type PageState = DehydratedState;

/**
 * A server render's data, fetched before its one render pass: every query of the route
 * together, into the request's own client. Rejects with the first failure (a remote never
 * serves half a page, ADR 13).
 */
export async function prefetchAll(
  client: QueryClient,
  queries: readonly PrefetchQuery[],
): Promise<void> {
  await Promise.all(queries.map((query) => client.fetchQuery(query)));
}

/**
 * Queries a render asked for but nobody fetched: on the server a route's prefetch list must
 * cover its page, or the page would be served in its loading state.
 */
export function unfetchedQueries(client: QueryClient): string[] {
  return client
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'pending' })
    .map((query) => query.queryHash);
}

/**
 * Fetches what a render asked for and nobody fetched, with the options it asked with: a page
 * whose data decides what else it shows (a search that found nothing shows the bestsellers)
 * asks for that only as it renders. Resolves to whether there was any (the page is then
 * rendered once more); rejects with the first failure.
 */
export async function fetchAskedQueries(client: QueryClient): Promise<boolean> {
  const asked = client
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'pending' });
  if (asked.length === 0) return false;
  await Promise.all(asked.map((query) => query.fetch()));
  return true;
}

/** The request's client as the page carries it: its answered queries only. */
export function dehydratePage(client: QueryClient): PageState {
  return dehydrate(client);
}

/** The served page's data into the browser's client, before the slot hydrates. */
export function hydratePage(client: QueryClient, state: unknown): void {
  if (isPageState(state)) hydrate(client, state);
}

function isPageState(value: unknown): value is PageState {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as { queries?: unknown }).queries)
  );
}
