import { useCallback, useEffect, useState } from 'react';
import { isCancelled } from '@shop/api-client';

/** Where a read stands: loading, failed (the caller offers `retry`), or ready with its data. */
export type LoadState<T> =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

/**
 * Runs `load` when `key` changes (and again on `retry`), cancelling the previous run, so an
 * old answer never replaces a newer one. A failure is logged under `errorCode` and becomes the
 * error state; a cancelled request is ignored (spec §8: fetch failures are only logged).
 */
export function useLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string,
  errorCode: string,
): { state: LoadState<T>; retry: () => void } {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isCancelled(error)) return;
        console.error(`[shell] ${errorCode} failed`, error);
        setState({ status: 'error' });
      },
    );
    return () => controller.abort();
    // `load` is a new closure every render; `key` says when it asks for something else.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, errorCode]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
