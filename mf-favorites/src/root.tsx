import { useBusState } from '@shop/event-bus';
import { WishlistPage } from './features/wishlist/components/wishlist-page';

/** Picks the page for the current route. */
export function Root() {
  const route = useBusState('route');
  if (!route) return null;
  if (route.name === 'wishlist') return <WishlistPage />;
  // The shell mounts this remote only for the routes it owns, all handled above.
  return null;
}
