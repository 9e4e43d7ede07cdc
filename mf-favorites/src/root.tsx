import { useBusState } from '@shop/event-bus';
import { RouteHeading } from '@shop/ui';
import { WishlistPage } from './features/wishlist/components/wishlist-page';

/** Picks the page for the current route. */
export function Root() {
  const route = useBusState('route');
  if (!route) return null;
  if (route.name === 'wishlist') return <WishlistPage />;
  return <RouteHeading route={route} />;
}
