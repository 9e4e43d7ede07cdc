import { useEffect, useState } from 'react';
import { isCancelled } from '@shop/api-client';
import { useBusState } from '@shop/event-bus';

export type Load<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error' };

/** Loads once per storefront and per retry; a cancelled request is not an error. */
export function useLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  attempt: number,
  errorCode: string,
): Load<T> {
  const storefront = useBusState('storefront')?.storefront;
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => {
        if (isCancelled(error) || controller.signal.aborted) return;
        console.error(`[certificates] ${errorCode}`, error);
        setState({ status: 'error' });
      },
    );
    return () => controller.abort();
    // `load` is a module-level function; the storefront and the retry decide a new load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storefront, attempt]);
  return state;
}
