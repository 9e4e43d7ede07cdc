import { useCallback, useEffect, useRef, useState } from 'react';
import { isCancelled } from '@shop/api-client';
import { useServerRender } from '@shop/ui';

/** Where a read stands: loading, failed (the caller offers `retry`), or ready with its data. */
export type LoadState<T> =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

const neverAborted = new AbortController().signal;

/**
 * The served data each seed's hydrated pages have started from: the seed stays in the tree
 * while the app is mounted, but a page mounted later (a client navigation) fetches afresh.
 */
const usedSeeds = new WeakMap<object, Set<string>>();

/**
 * Runs `load` when `key` changes (and again on `retry`), cancelling the previous run, so an
 * old answer never replaces a newer one. A failure is logged under `errorCode` and becomes the
 * error state; a cancelled request is ignored (docs/product/08-messages.md#network-failures: fetch failures are only logged).
 *
 * Under a server render (ADR 13, `ServerRenderProvider`): the server's discovery pass only
 * starts the request under `key`; the rendering pass and the browser's hydration start from
 * the data serialized under `key` (the seed), and that first mount does not fetch it again.
 */
export function useLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string,
  errorCode: string,
): { state: LoadState<T>; retry: () => void } {
  const serverRender = useServerRender();
  const seed = serverRender?.seed;
  const seeded = seed !== undefined && key in seed && !usedSeeds.get(seed)?.has(key);
  const [state, setState] = useState<LoadState<T>>(() =>
    seeded ? { status: 'ready', data: seed[key] as T } : { status: 'loading' },
  );
  // Only the first run may be served from the seed; later keys and retries always fetch.
  const seededBy = useRef(seeded ? { key, seed } : null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const served = seededBy.current;
    seededBy.current = null;
    if (served?.key === key) {
      // Marked once committed (never while rendering): a render React discards uses nothing.
      usedSeeds.set(served.seed, (usedSeeds.get(served.seed) ?? new Set()).add(key));
      return;
    }
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
  // The server's discovery pass: start the request (the rendering pass reports failures).
  if (serverRender?.load && serverRender.discover && !seeded)
    serverRender.load(key, () => load(neverAborted)).catch(() => undefined);
  return { state, retry };
}
