import { bus } from '@shop/event-bus';
import { PAGE_VIEW_EVENT_DELAY_MS } from '@shop/storefront';
import type { Storefront } from '@shop/types';
import { resolveRoute } from './resolve-route';

/**
 * Publishes the route before single-spa mounts anything, so a remote sees its
 * params at mount; a blocked page is replaced by /404 in the address bar.
 */
export function syncRoute(storefront: Storefront): void {
  let pageViewTimer: ReturnType<typeof setTimeout> | undefined;
  let shownAddress: string | null = null;
  const apply = () => {
    const { route, blocked } = resolveRoute(window.location, storefront);
    bus.set('route', route);
    if (blocked) {
      window.history.replaceState(null, '', '/404');
      return;
    }
    clearTimeout(pageViewTimer);
    pageViewTimer = setTimeout(
      () => bus.emit('analytics:page-view', { pathname: route.pathname, routeName: route.name }),
      PAGE_VIEW_EVENT_DELAY_MS,
    );
    // After in-app navigation, move focus to the new page for keyboard and screen-reader users.
    // Not on the first page, nor on a routing event that leaves the address as it was: single-spa
    // sends one as it starts, which took a keyboard user past the skip link and the header.
    const address = window.location.pathname + window.location.search;
    if (shownAddress !== null && address !== shownAddress)
      document.getElementById('shell-main')?.focus({ preventScroll: true });
    shownAddress = address;
  };
  apply();
  window.addEventListener('single-spa:before-routing-event', apply);
}
