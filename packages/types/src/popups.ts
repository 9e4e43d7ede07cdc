import type { SkuWithGems } from './entities';
import type { ProductSubscriptionKind } from './marketing';

/**
 * Every popup of docs/product/02-screens.md#popups, keyed, with the props its opener passes.
 * The owner of each key (which remote renders it) is data in @shop/routes.
 */
export interface PopupPropsMap {
  'product-gallery': {
    productId: number;
    photos: readonly string[];
    startIndex?: number;
    title: string;
  };
  'ring-size': {
    productId?: number;
    /**
     * Add-to-cart mode (a card outside the product page, e.g. the wishlist): the popup asks
     * for the size among these SKUs and adds the chosen one, instead of the backend picking.
     */
    addToCart?: { productName: string; skus: readonly SkuWithGems[] };
  };
  'product-delivery': { productId?: number };
  'location-choose': Record<string, never>;
  /** The choice comes back as `pickup-point:chosen` on the bus. */
  'pickup-point-choose': { mode: 'cart' | 'other'; selectedId?: string; city?: string };
  /** The saved comment comes back as `order-comment:changed` on the bus. */
  'order-comment': { comment?: string };
  'installment-info': { productId?: number; price?: number };
  'removed-from-stock': { productNames: readonly string[] };
  services: { key: string; title?: string };
  'product-care': { productId?: number };
  refund: { productId?: number };
  warranty: { productId?: number };
  composition: { productId: number };
  'stylist-consult': { productId?: number };
  shops: Record<string, never>;
  /** `kind`: a price drop or the product back in stock (default 'price'). */
  'price-subscription': { productId: number; kind?: ProductSubscriptionKind };
  'subscription-form': Record<string, never>;
  'subscription-success': Record<string, never>;
  'sale-subscribe': Record<string, never>;
  'winter-sale-subscribe': Record<string, never>;
  /** `retryUrl` is the payment page to try again (from the order's success data). */
  'failed-payment': { orderId?: string; retryUrl?: string };
  'social-media': Record<string, never>;
  'loyalty-tooltip': Record<string, never>;
  'already-insider': Record<string, never>;
  'profile-bonuses': Record<string, never>;
  'make-happy': Record<string, never>;
  'final-sale': { productId?: number };
  /**
   * The auth popup of the profile-auth remote. `phone` pre-fills the login step
   * (checkout's phone confirmation); `reason` says why it opened (shown as a hint);
   * `source` is sent with POST /auth/authenticate (default login_form).
   * On success the owner emits `user:changed`; the opener waits for that event.
   */
  auth: { step?: 1 | 2 | 3 | 4; reason?: string; phone?: string; source?: string };
}

export type PopupKey = keyof PopupPropsMap;

/** One open popup: its key and the props it was opened with. */
export type OpenPopup = { [K in PopupKey]: { key: K; props: PopupPropsMap[K] } }[PopupKey];
