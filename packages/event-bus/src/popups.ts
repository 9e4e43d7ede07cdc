import type { PopupKey, PopupPropsMap } from '@shop/types';
import { bus } from './event-bus';

/** Opens a popup by key; the shell's popup host loads its owner's component. */
export function openPopup<K extends PopupKey>(key: K, props: PopupPropsMap[K]): void {
  bus.emit('popup:open', { key, props } as Parameters<typeof bus.emit<'popup:open'>>[1]);
}

export function closePopup(key: PopupKey): void {
  bus.emit('popup:close', { key });
}

export function closeAllPopups(): void {
  bus.emit('popup:close', {});
}
