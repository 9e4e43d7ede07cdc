import { bus, closeAllPopups } from '@shop/event-bus';

/** Resets the shared bus between tests (the network is @shop/api-client/testing's MSW server). */
export function resetBus(): void {
  closeAllPopups();
  bus.emit('user:changed', { isAuth: false });
  bus.emit('cart:changed', { totalProducts: 0, source: 'shell' });
}
