import { distinctUntilChanged, filter, map, skip } from 'rxjs';
import { bus, closeAllPopups } from '@shop/event-bus';
import type { RouteState } from '@shop/types';

/**
 * Closes every popup when the page changes (docs/product/04-states.md#popups: closing all resets them): a popup belongs to
 * the page it was opened on. It runs as the route is published, before the next page's
 * remote mounts, so a popup that page opens itself stays. Another query of the same page (a
 * listing's filters, its pages) is not another page. Answers the unsubscribe.
 */
export function closePopupsOnNavigation(): () => void {
  const subscription = bus
    .select('route')
    .pipe(
      filter((route): route is RouteState => route !== null),
      map((route) => route.pathname),
      distinctUntilChanged(),
      skip(1),
    )
    .subscribe(() => {
      if (bus.get('popup').someOpen) closeAllPopups();
    });
  return () => subscription.unsubscribe();
}
