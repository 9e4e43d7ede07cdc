import { useCallback } from 'react';
import { isApiError } from '@shop/api-client';
import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@shop/data';

export type ProfileData<T> =
  | { status: 'loading' }
  | { status: 'unauthorized' }
  | { status: 'error'; retry: () => void }
  | { status: 'success'; data: T; replace: (data: T) => void };

/**
 * One profile query (features/profile/api) as its section shows it. A 401 is its own state:
 * the shell's session guard sends the shopper home; the page meanwhile offers the login
 * instead of an error. `replace` puts a saved answer into the cache (no second request).
 */
export function useProfileData<T, K extends QueryKey = QueryKey>(
  options: UseQueryOptions<T, Error, T, K> & { queryKey: K },
): ProfileData<T> {
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
  return { status: 'loading' };
}
