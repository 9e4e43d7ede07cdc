import { useEffect } from 'react';
import { bus, openPopup, useBusState } from '@shop/event-bus';
import { isWinterSalePopupDue, winterSalePopupShownCookie } from './winter-sale-cookie';

/**
 * Where the winter-sale popup may open by itself: the home page and the catalogue listings,
 * where a shopper browses; never on product, cart, checkout or account pages, where it would
 * interrupt a task, nor on landings, which carry their own offer.
 */
export const WINTER_SALE_ROUTES: ReadonlySet<string> = new Set([
  'home',
  'catalog',
  'catalog-listing',
]);

/** How long a shopper looks around before the popup opens (ms). */
export const WINTER_SALE_DELAY_MS = 4_000;

/**
 * Opens the winter-sale popup once per visitor (docs/product/04-states.md#popups, docs/product/09-constants.md#cookies-and-timings): after a short look around a
 * browsing page, when no other popup is open and the cookie says it was not shown in the last
 * 14 days. The cookie is written when it opens, so closing it or reloading never shows it again.
 */
export function WinterSalePromo() {
  const route = useBusState('route');
  const { someOpen } = useBusState('popup');
  const browsing = Boolean(
    route && route.layout === 'default' && WINTER_SALE_ROUTES.has(route.name),
  );

  useEffect(() => {
    if (!browsing || someOpen || !isWinterSalePopupDue(document.cookie, Date.now())) return;
    const timer = window.setTimeout(() => {
      // Another tab may have shown it, or a popup opened meanwhile.
      if (bus.get('popup').someOpen || !isWinterSalePopupDue(document.cookie, Date.now())) return;
      document.cookie = winterSalePopupShownCookie(
        Date.now(),
        window.location.protocol === 'https:',
      );
      openPopup('winter-sale-subscribe', {});
    }, WINTER_SALE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [browsing, someOpen]);

  return null;
}
