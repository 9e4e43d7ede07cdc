import { useCallback, useEffect, useMemo } from 'react';
import { createLatestCall } from '../../state/latest-call';

export type RequestOutcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * One request line for a component (docs/product/04-states.md#pickup-point-requests: a new pickup-point request cancels the earlier
 * one): starting a request aborts the pending one. A cancelled or overtaken request resolves
 * to null, never to an error; a failure resolves to `{ ok: false }`. Unmounting aborts.
 */
export function useLatestRequest() {
  const line = useMemo(() => createLatestCall(), []);
  useEffect(() => () => line.cancel(), [line]);
  return useCallback(
    async <T>(load: (signal: AbortSignal) => Promise<T>): Promise<RequestOutcome<T> | null> => {
      try {
        // API answers are objects, so null means only "cancelled".
        const value = await line.run(load);
        return value === null ? null : { ok: true, value };
      } catch (error) {
        return { ok: false, error };
      }
    },
    [line],
  );
}
