import { use, useCallback, useEffect, useState } from 'react';
import { useServerRender } from '@shop/ui';
import { isAbort, isNotFound } from '../api/client';

const neverAborted = new AbortController().signal;

export type Resource<T> =
  | { status: 'loading'; data: null; error: null; retry: () => void }
  | { status: 'error'; data: null; error: Error; retry: () => void }
  | { status: 'success'; data: T; error: null; retry: () => void };

/**
 * Loads data for a component: cancels the previous request when the key
 * changes or the component unmounts (cancelled requests are not errors) and
 * offers `retry` for the error state.
 */
export function useResource<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
): Resource<T> {
  const serverRender = useServerRender();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{
    key: string | null;
    attempt: number;
    data: T | null;
    error: Error | null;
  }>(() =>
    // Hydrating a server-rendered page: start from the data the server used (ADR 13).
    key !== null && serverRender && key in serverRender.seed
      ? { key, attempt: 0, data: serverRender.seed[key] as T, error: null }
      : { key: null, attempt: -1, data: null, error: null },
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (key === null) return;
    // Seeded from the served page: nothing to fetch for this key and attempt.
    if (state.key === key && state.attempt === attempt && state.data !== null) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setState({ key, attempt, data, error: null }),
      (error: unknown) => {
        if (isAbort(error) || controller.signal.aborted) return;
        if (!isNotFound(error)) console.error('[catalog] CATALOG-001 request failed', error);
        setState({
          key,
          attempt,
          data: null,
          error: error instanceof Error ? error : new Error(String(error)),
        });
      },
    );
    return () => controller.abort();
    // `load` is recreated every render; the key says when the request changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  // Server render: start the request; then wait for the data (the renderer suspends here)
  // and render the page with it — or, in the discovery pass, just go on with the loading state.
  if (serverRender?.load && key !== null) {
    const pending = serverRender.load(key, () => load(neverAborted));
    if (serverRender.discover) {
      pending.catch(() => undefined); // the rendering pass reports failures
      return { status: 'loading', data: null, error: null, retry };
    }
    return { status: 'success', data: use(pending), error: null, retry };
  }
  if (state.key !== key || state.attempt !== attempt)
    return { status: 'loading', data: null, error: null, retry };
  if (state.error) return { status: 'error', data: null, error: state.error, retry };
  return { status: 'success', data: state.data as T, error: null, retry };
}
