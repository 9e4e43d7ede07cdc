import { useCallback, useEffect, useState } from 'react';
import { isApiError, isCancelled } from '@shop/api-client';

export type ProfileData<T> =
  | { status: 'loading' }
  | { status: 'unauthorized' }
  | { status: 'error'; retry: () => void }
  | { status: 'success'; data: T; replace: (data: T) => void };

/**
 * Loads one profile call. A 401 is its own state: the shell's session guard sends the shopper
 * home (docs/product/06-roles.md#profile-access); the page meanwhile offers the login instead of an error.
 */
export function useProfileData<T>(load: (signal: AbortSignal) => Promise<T>): ProfileData<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<
    { status: 'loading' | 'unauthorized' | 'error' } | { status: 'success'; data: T }
  >({ status: 'loading' });
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((data: T) => setState({ status: 'success', data }), []);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => setState({ status: 'success', data }),
      (error: unknown) => {
        if (isCancelled(error) || controller.signal.aborted) return;
        if (isApiError(error) && error.status === 401) return setState({ status: 'unauthorized' });
        console.error('[profile-auth] PROFILE-001 request failed', error);
        setState({ status: 'error' });
      },
    );
    return () => controller.abort();
    // `load` is recreated every render; a retry is what asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  if (state.status === 'success') return { status: 'success', data: state.data, replace };
  if (state.status === 'error') return { status: 'error', retry };
  return { status: state.status === 'unauthorized' ? 'unauthorized' : 'loading' };
}
