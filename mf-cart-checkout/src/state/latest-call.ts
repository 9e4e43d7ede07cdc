import { isCancelled } from '@shop/api-client';

/**
 * Runs one call at a time where only the newest answer counts: starting a call aborts the one
 * in flight (docs/product/04-states.md#cart-recalculation "recalculated on every change" without stale totals). A cancelled call
 * resolves to null so callers simply ignore it.
 */
export function createLatestCall() {
  let current: AbortController | null = null;
  return {
    async run<T>(call: (signal: AbortSignal) => Promise<T>): Promise<T | null> {
      current?.abort();
      const controller = new AbortController();
      current = controller;
      try {
        const result = await call(controller.signal);
        return controller.signal.aborted ? null : result;
      } catch (error) {
        if (isCancelled(error) || controller.signal.aborted) return null;
        throw error;
      } finally {
        if (current === controller) current = null;
      }
    },
    cancel() {
      current?.abort();
      current = null;
    },
  };
}
