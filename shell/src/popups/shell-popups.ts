import type { ComponentType } from 'react';
import type { OpenPopup, PopupKey } from '@shop/types';

/** What every popup module exports by default, the shell's own and the remotes' exposed ones. */
export type PopupComponent = ComponentType<{ props: OpenPopup['props']; onClose: () => void }>;

type PopupModuleLoader = () => Promise<{ default: PopupComponent }>;

/**
 * The shell's own popups (owner "shell" in the popup table), each a chunk of the shell's
 * build loaded on first open. One line a popup; a key missing here shows the error frame.
 */
export const SHELL_POPUPS: Partial<Record<PopupKey, PopupModuleLoader>> = {
  'location-choose': () => import('./location-choose/location-choose-popup'),
  shops: () => import('./shops/shops-popup'),
  'subscription-form': () => import('./subscription/subscription-form-popup'),
  'subscription-success': () => import('./subscription/subscription-success-popup'),
  'sale-subscribe': () => import('./subscription/sale-subscribe-popup'),
  'winter-sale-subscribe': () => import('./winter-sale/winter-sale-subscribe-popup'),
  'social-media': () => import('./social-media/social-media-popup'),
};
