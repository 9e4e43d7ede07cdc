import { bus, closeAllPopups } from '@shop/event-bus';

/** The keys of the open popups on the bus. */
export const openPopupKeys = (): string[] => bus.get('popup').open.map((popup) => popup.key);

export function resetPopupState(): void {
  closeAllPopups();
  bus.set('user', { isAuth: false });
}
