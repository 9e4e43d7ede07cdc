import type { PopupKey, RouteOwner } from '@shop/types';

export interface PopupDefinition {
  owner: RouteOwner;
  /** The module the owner exposes, loaded on demand by the shell's popup host. */
  module: string;
}

const popup = (owner: RouteOwner, name: string): PopupDefinition => ({
  owner,
  module: `./popups/${name}`,
});

/** Each popup of docs/product/02-screens.md#popups has exactly one owner. */
export const POPUPS: Readonly<Record<PopupKey, PopupDefinition>> = {
  'product-gallery': popup('catalog', 'product-gallery'),
  'ring-size': popup('catalog', 'ring-size'),
  'product-delivery': popup('catalog', 'product-delivery'),
  'installment-info': popup('catalog', 'installment-info'),
  services: popup('catalog', 'services'),
  'product-care': popup('catalog', 'services'),
  refund: popup('catalog', 'services'),
  warranty: popup('catalog', 'services'),
  composition: popup('catalog', 'composition'),
  'stylist-consult': popup('catalog', 'stylist-consult'),
  'price-subscription': popup('catalog', 'price-subscription'),
  'final-sale': popup('catalog', 'final-sale'),
  'pickup-point-choose': popup('cart-checkout', 'pickup-point-choose'),
  'order-comment': popup('cart-checkout', 'order-comment'),
  'removed-from-stock': popup('cart-checkout', 'removed-from-stock'),
  'failed-payment': popup('cart-checkout', 'failed-payment'),
  auth: popup('profile-auth', 'auth'),
  'profile-bonuses': popup('profile-auth', 'profile-bonuses'),
  'already-insider': popup('profile-auth', 'already-insider'),
  'loyalty-tooltip': popup('profile-auth', 'loyalty-tooltip'),
  'make-happy': popup('certificates', 'make-happy'),
  'location-choose': popup('shell', 'location-choose'),
  shops: popup('shell', 'shops'),
  'subscription-form': popup('shell', 'subscription-form'),
  'subscription-success': popup('shell', 'subscription-success'),
  'sale-subscribe': popup('shell', 'sale-subscribe'),
  'winter-sale-subscribe': popup('shell', 'winter-sale-subscribe'),
  'social-media': popup('shell', 'social-media'),
};
