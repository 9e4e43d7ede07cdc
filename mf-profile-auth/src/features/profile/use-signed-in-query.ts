import { useCallback } from 'react';
import { isApiError } from '@shop/api-client';
import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@shop/data';

/** TanStack's statuses, and a 401 as its own. */
export type SignedInQuery<T> =
  | { status: 'pending' }
  | { status: 'unauthorized' }
  | { status: 'error'; retry: () => void }
  | { status: 'success'; data: T; replace: (data: T) => void };

/**
 * A query of the signed-in customer's own data (features/profile/api) as a profile section
 * shows it. A 401 is its own state, 'unauthorized': the shell's session guard sends the shopper
 * home; the page meanwhile offers the login instead of an error. `replace` puts a saved answer
 * into the cache (no second request).
 */
export function useSignedInQuery<T, K extends QueryKey = QueryKey>(
  options: UseQueryOptions<T, Error, T, K> & { queryKey: K },
): SignedInQuery<T> {
  const client = useQueryClient();
  const query = useQuery(options);
  const { refetch } = query;
  const { queryKey } = options;
  const retry = useCallback(() => void refetch(), [refetch]);
  const replace = useCallback(
    (data: T) => client.setQueryData<T>(queryKey, data),
    // The key's content, not its array's identity, says which answer is replaced.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client, JSON.stringify(queryKey)],
  );
  if (query.isSuccess) return { status: 'success', data: query.data, replace };
  if (query.isError && !query.isFetching)
    return isApiError(query.error) && query.error.status === 401
      ? { status: 'unauthorized' }
      : { status: 'error', retry };
  return { status: 'pending' };
}
