import { useCallback } from 'react';
import { useQuery } from '@shop/data';

/** Where a read stands: loading, failed (the caller offers `retry`), or ready with its data. */
export type LoadState<T> =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

/** The query key of the shell's read named `key` (static pages, location options, shops). */
export const shellQueryKey = (key: string) => ['shell', key] as const;

/**
 * The shell's reads through the shop's one data layer (ADR 23): `key` names what is asked, so
 * a new key asks again and cancels the previous request (the newest answer wins), answers are
 * shared while fresh, a failure is logged under `errorCode` and becomes the error state, a
 * cancelled request is no failure, and `retry` asks again (loading meanwhile).
 *
 * Served pages: the server prefetches the same keys (`staticPageQuery`), so the hydrating page
 * starts ready from the served answers and does not ask again.
 */
export function useLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string,
  errorCode: string,
): { state: LoadState<T>; retry: () => void } {
  const query = useQuery({
    queryKey: shellQueryKey(key),
    queryFn: ({ signal }) => load(signal),
    meta: { owner: 'shell', errorCode },
  });
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  let state: LoadState<T>;
  if (query.status === 'success') state = { status: 'ready', data: query.data };
  else if (query.status === 'error' && !query.isFetching) state = { status: 'error' };
  else state = { status: 'loading' };
  return { state, retry };
}
