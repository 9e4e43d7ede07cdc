import { bus } from '@shop/event-bus';
import {
  ANALYTICS_EVENTS,
  dataLayerEntries,
  occurrenceKey,
  type AnalyticsEvent,
  type DataLayerEntry,
} from './ga4-events';

type WithDataLayer = { dataLayer?: unknown[] };

const STARTED = Symbol.for('@shop/shell/data-layer-sink');
type Host = WithDataLayer & { [STARTED]?: () => void };

/**
 * The one analytics sink (ADR 27): listens to the bus and pushes GA4 ecommerce events to
 * `window.dataLayer`, where a Google Tag Manager container reads them. Started once per page
 * (a second start returns the first one's stop), so nothing is pushed twice.
 */
export function startDataLayerSink(host: Host = window as Host): () => void {
  const running = host[STARTED];
  if (running) return running;
  host.dataLayer ??= [];
  const push = (entry: DataLayerEntry) => host.dataLayer?.push(entry);

  let page = '';
  const seen = new Set<string>();
  const report = (event: AnalyticsEvent) => {
    const route = bus.get('route');
    const current = route ? `${route.pathname}${route.search}` : '';
    // Views and steps count once per page: a new page starts the count again.
    if (current !== page) {
      page = current;
      for (const key of seen) if (!key.startsWith('purchase|')) seen.delete(key);
    }
    const key = occurrenceKey(event, page);
    if (key !== null) {
      if (seen.has(key)) return;
      seen.add(key);
    }
    const currency = bus.get('storefront')?.currency ?? 'RUB';
    for (const entry of dataLayerEntries(event, { currency })) push(entry);
  };
  const subscriptions = ANALYTICS_EVENTS.map((type) =>
    bus.on(type).subscribe((payload) => report({ type, payload } as AnalyticsEvent)),
  );

  const stop = () => {
    for (const subscription of subscriptions) subscription.unsubscribe();
    delete host[STARTED];
  };
  host[STARTED] = stop;
  return stop;
}
