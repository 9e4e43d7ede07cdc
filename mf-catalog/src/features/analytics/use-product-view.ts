import { useEffect, useRef, type RefObject } from 'react';
import { bus, useBusState } from '@shop/event-bus';
import { ANALYTICS_VIEW_THRESHOLD } from '@shop/storefront';
import type { ListingProduct } from '@shop/types';
import { analyticsProductOf } from './analytics-product';

let currentPage = '';
const seen = new Set<string>();

/** Marks a product as viewed on this page; false when it already was (once per card per page). */
export function markViewed(page: string, list: string, productId: number): boolean {
  if (page !== currentPage) {
    currentPage = page;
    seen.clear();
  }
  const key = `${list}|${productId}`;
  if (seen.has(key)) return false;
  seen.add(key);
  return true;
}

/**
 * Emits `analytics:product-view` once per card per page, when at least 60 %
 * of the card is visible (docs/product/09-constants.md#analytics-and-error-reporting); with the card's product, when given, for analytics.
 */
export function useProductView<E extends Element>(
  productId: number,
  list: string,
  position: number,
  product?: ListingProduct,
): RefObject<E | null> {
  const ref = useRef<E>(null);
  // Read when the card is seen: a new object for the same id is not a new view.
  const latest = useRef(product);
  latest.current = product;
  const route = useBusState('route');
  const page = route ? `${route.pathname}${route.search}` : '';

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting || entry.intersectionRatio < ANALYTICS_VIEW_THRESHOLD) continue;
          observer.disconnect();
          if (markViewed(page, list, productId))
            bus.emit('analytics:product-view', {
              productId,
              list,
              position,
              ...(latest.current ? analyticsProductOf(latest.current) : {}),
            });
        }
      },
      { threshold: ANALYTICS_VIEW_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [page, list, productId, position]);

  return ref;
}
