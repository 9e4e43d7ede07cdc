import { useBusState } from '@shop/event-bus';
import { CartPage } from './features/cart/cart-page';
import { OrderSuccessPage } from './features/order-success/order-success-page';

/** Picks the page for the current route. */
export function Root() {
  const route = useBusState('route');
  if (!route) return null;
  if (route.name === 'cart') return <CartPage />;
  if (route.name === 'order-success') return <OrderSuccessPage />;
  // The shell mounts this remote only for the routes it owns, all handled above.
  return null;
}
