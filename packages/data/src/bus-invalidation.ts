import type { QueryClient } from '@tanstack/react-query';
import type { EventBus } from '@shop/event-bus';
import type { RemoteName } from '@shop/types';

/** The bus events after which a query's answer may be out of date. */
export type InvalidatingEvent = 'cart:changed' | 'user:changed';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Bus events that make this query ask again (ADR 23). */
      invalidatedBy?: readonly InvalidatingEvent[];
      /**
       * The app that owns the query: its own `cart:changed` (it emits one after each answer it
       * got) does not invalidate it, or a cart query would ask again after every answer.
       */
      owner?: RemoteName | 'shell';
      /**
       * What a failure of this query is logged as: a code of the owner's registry and a few
       * words (`errorText(CATALOG_ERRORS.REQUEST_FAILED, 'listing')`).
       */
      errorCode?: string;
    };
  }
}

/**
 * `cart:changed` and `user:changed` invalidate every query that names the event in its
 * `meta.invalidatedBy`: active ones ask again at once, the others when next used.
 * Returns the unsubscribe.
 */
export function connectBusInvalidation(client: QueryClient, bus: Pick<EventBus, 'on'>): () => void {
  const invalidate = (event: InvalidatingEvent, source?: string) =>
    void client.invalidateQueries({
      predicate: (query) => {
        const meta = query.meta;
        if (!meta?.invalidatedBy?.includes(event)) return false;
        return !(source !== undefined && meta.owner === source);
      },
    });
  const subscriptions = [
    bus.on('cart:changed').subscribe((event) => invalidate('cart:changed', event.source)),
    bus.on('user:changed').subscribe(() => invalidate('user:changed')),
  ];
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
}
