import { useEffect, useRef } from 'react';
import { bus, useBusState } from '@shop/event-bus';
import type { Product } from '@shop/types';
import { analyticsProductOf } from './analytics-product';
import { markViewed } from './use-product-view';

/** Emits `analytics:view-item` once per product page (not again on a re-render or remount). */
export function useViewItem(product: Product): void {
  const route = useBusState('route');
  const page = route ? `${route.pathname}${route.search}` : '';
  // The product's object changes with each load; the view is of its id on this page.
  const latest = useRef(product);
  latest.current = product;
  const id = product.id;
  useEffect(() => {
    if (markViewed(page, '#product-page', id))
      bus.emit('analytics:view-item', analyticsProductOf(latest.current));
  }, [page, id]);
}
