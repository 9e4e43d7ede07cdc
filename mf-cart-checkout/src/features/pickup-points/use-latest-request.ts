import { useCallback, useEffect, useRef } from 'react';
import { isCancelled } from '@shop/api-client';

export type RequestOutcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * One request line: starting a request aborts the pending one (spec §5: a new pickup-point
 * request cancels the earlier one). A cancelled request resolves to null, never to an error,
 * and so does one overtaken by a newer request. Unmounting aborts what is pending.
 */
export function useLatestRequest() {
  const pending = useRef<AbortController | null>(null);
  useEffect(() => () => pending.current?.abort(), []);
  return useCallback(
    async <T>(load: (signal: AbortSignal) => Promise<T>): Promise<RequestOutcome<T> | null> => {
      pending.current?.abort();
      const controller = new AbortController();
      pending.current = controller;
      try {
        const value = await load(controller.signal);
        return controller.signal.aborted ? null : { ok: true, value };
      } catch (error) {
        if (isCancelled(error) || controller.signal.aborted) return null;
        return { ok: false, error };
      } finally {
        if (pending.current === controller) pending.current = null;
      }
    },
    [],
  );
}
