import type {
  CurrencyCode,
  LayoutName,
  Locale,
  RemoteName,
  RouteOwner,
  Storefront,
} from './common';
import type { AnalyticsCart, AnalyticsProduct } from './analytics';
import type { AnalyticsPurchase, PickupPoint } from './entities';
import type { OpenPopup, PopupKey } from './popups';

/** The route the shell resolved for the current URL. */
export interface RouteState {
  name: string;
  owner: RouteOwner;
  layout: LayoutName;
  pathname: string;
  search: string;
  params: Readonly<Record<string, string>>;
}

export interface StorefrontState {
  storefront: Storefront;
  locale: Locale;
  currency: CurrencyCode;
}

export interface LocationState {
  city: string;
  region: string;
  country: string;
  countryIsoCode: string;
  isDefault: boolean;
}

export interface UserState {
  isAuth: boolean;
  name?: string;
  surname?: string;
  email?: string;
  /** The confirmed phone of a logged-in user (docs/product/04-states.md#auth-flow: it counts as confirmed). */
  phone?: string;
  /** Counters shown in the header and profile. */
  favoritesCount?: number;
  bonusBalance?: number;
}

export interface CartSummaryState {
  totalProducts: number;
}

export interface FavoritesState {
  ids: readonly number[];
}

/** Popups open now, oldest first; `someOpen` drives the page's scroll lock. */
export interface PopupState {
  open: readonly OpenPopup[];
  someOpen: boolean;
}

/** Replayed state: a remote that mounts late still sees the latest value at once. */
export interface BusState {
  route: RouteState | null;
  storefront: StorefrontState | null;
  location: LocationState | null;
  user: UserState;
  cart: CartSummaryState;
  favorites: FavoritesState;
  popup: PopupState;
}

export type BusStateKey = keyof BusState;

/** Every event that crosses a remote boundary, with its payload. */
export interface BusEvents {
  /** The cart changed on the server; carries the new count for the header. */
  'cart:changed': { totalProducts: number; source: RemoteName | 'shell' };
  /**
   * A shopper toggled a product in or out of the wishlist. `product` and `currency`, when the
   * opener knows them, describe it for analytics.
   */
  'favorites:toggle': {
    productId: number;
    active: boolean;
    source: RemoteName | 'shell';
    product?: AnalyticsProduct;
    currency?: CurrencyCode;
  };
  /** The wishlist owner publishes the full set after a change or sync. */
  'favorites:changed': { ids: readonly number[] };
  'user:changed': UserState;
  /** The API answered 401: the profile-auth remote decides what to do. */
  'auth:unauthorized': { url: string };
  'popup:open': OpenPopup;
  /** Without a key every popup closes (closeAll). */
  'popup:close': { key?: PopupKey };
  'analytics:page-view': { pathname: string; routeName: string };
  /** A card in a list was seen (60 %, docs/product/09-constants.md#analytics-and-error-reporting); `product`/`currency` describe it for analytics. */
  'analytics:product-view': {
    productId: number;
    list: string;
    position: number;
    product?: AnalyticsProduct;
    currency?: CurrencyCode;
  };
  /** A product page was seen, once per page (the owner of the page emits it). */
  'analytics:view-item': { product: AnalyticsProduct; currency: CurrencyCode };
  /**
   * Products went into or out of the cart by a shopper's action (not a recalculation):
   * `quantity` of each is how many were added or removed.
   */
  'analytics:cart-change': {
    currency: CurrencyCode;
    added: AnalyticsProduct[];
    removed: AnalyticsProduct[];
  };
  /**
   * Checkout analytics steps of docs/product/04-states.md#checkout-analytics-steps: 1 cart … 7 thank-you page; `cart` is the cart the
   * step was taken with, when the page has it.
   */
  'checkout:step': { step: 1 | 2 | 3 | 4 | 5 | 6 | 7; cart?: AnalyticsCart };
  /** An order was created (cart or deposit); payment may follow. */
  'order:created': { orderId: number; paymentRequired: boolean };
  /** docs/product/03-entities.md#analytics-purchase, once per order (not again on reload). */
  'analytics:purchase': AnalyticsPurchase;
  /** The last favorite was removed: the marketing tracker clears its favorites (docs/product/04-states.md#favorites). */
  'analytics:favorites-cleared': Record<string, never>;
  /** The pickup-point chooser popup (cart-checkout) reports the shopper's choice. */
  'pickup-point:chosen': { mode: 'cart' | 'other'; point: PickupPoint };
  /** The comment-for-order popup saved a comment (docs/product/03-entities.md#order-data `comment`). */
  'order-comment:changed': { comment: string };
  /**
   * A served root (the element id: shell-header, shell-main, shell-footer) finished hydrating:
   * its app's handlers are attached. The shell replays the taps held on it before (ADR 29).
   */
  'app:hydrated': { root: string };
  /** A remote failed to load or crashed; the shell shows its fallback. */
  'remote:failed': { remote: RemoteName; reason: string };
  /**
   * A remote's slot boundary caught a render error (@shop/ui's RemoteProviders, `container` its
   * federation name): the shell counts it in its beacons and reports it (ADR 32). The error
   * itself, not a text, so the report keeps its stack.
   */
  'remote:error': { container: string; error: unknown };
}

export type BusEventType = keyof BusEvents;
