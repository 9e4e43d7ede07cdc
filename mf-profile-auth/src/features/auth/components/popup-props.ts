import type { PopupKey, PopupPropsMap } from '@shop/types';

/** What the shell's popup host passes to an exposed popup module. */
export interface PopupModuleProps<K extends PopupKey> {
  props: PopupPropsMap[K];
  onClose: () => void;
}
