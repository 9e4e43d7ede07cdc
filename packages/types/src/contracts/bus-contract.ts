import type { BusEventType, BusStateKey } from '../bus';
import type { RemoteName } from '../common';

// Records keyed by the type's keys: adding an event or state key to bus.ts without listing
// it here (or the reverse) is a type error, so the data and the types stay one contract.
const EVENTS: Readonly<Record<BusEventType, true>> = {
  'cart:changed': true,
  'favorites:toggle': true,
  'favorites:changed': true,
  'user:changed': true,
  'auth:unauthorized': true,
  'popup:open': true,
  'popup:close': true,
  'analytics:page-view': true,
  'analytics:product-view': true,
  'analytics:view-item': true,
  'analytics:cart-change': true,
  'checkout:step': true,
  'order:created': true,
  'analytics:purchase': true,
  'analytics:favorites-cleared': true,
  'pickup-point:chosen': true,
  'order-comment:changed': true,
  'app:hydrated': true,
  'remote:failed': true,
  'remote:error': true,
};

const STATE: Readonly<Record<BusStateKey, true>> = {
  route: true,
  storefront: true,
  location: true,
  user: true,
  cart: true,
  favorites: true,
  popup: true,
};

/** Every bus event of the contract (payloads: BusEvents in bus.ts). */
export const BUS_EVENT_TYPES = Object.keys(EVENTS) as readonly BusEventType[];

/** Every replayed state key of the contract (values: BusState in bus.ts). */
export const BUS_STATE_KEYS = Object.keys(STATE) as readonly BusStateKey[];

export interface BusUsage {
  emits: readonly BusEventType[];
  listens: readonly BusEventType[];
}

/**
 * Who emits and who listens to what across the remote boundary. A remote's contract test
 * fails when its code emits or listens to an event missing from its line here, so a new
 * event source is visible to every consumer before it ships. Every remote emits
 * `app:hydrated` through @shop/ui's createRemoteLifecycles (ADR 29), and `remote:error` through
 * its RemoteProviders' boundary (ADR 32).
 */
export const BUS_USAGE: Readonly<Record<RemoteName, BusUsage>> = {
  catalog: {
    emits: [
      'analytics:cart-change',
      'analytics:product-view',
      'app:hydrated',
      'analytics:view-item',
      'cart:changed',
      'favorites:toggle',
      'remote:error',
    ],
    listens: ['pickup-point:chosen'],
  },
  'cart-checkout': {
    emits: [
      'analytics:cart-change',
      'analytics:purchase',
      'app:hydrated',
      'cart:changed',
      'checkout:step',
      'order-comment:changed',
      'order:created',
      'pickup-point:chosen',
      'remote:error',
    ],
    listens: ['pickup-point:chosen'],
  },
  'profile-auth': {
    emits: ['app:hydrated', 'cart:changed', 'remote:error', 'user:changed'],
    listens: [],
  },
  certificates: {
    emits: ['app:hydrated', 'cart:changed', 'order:created', 'remote:error'],
    listens: [],
  },
  favorites: {
    emits: [
      'analytics:cart-change',
      'analytics:favorites-cleared',
      'app:hydrated',
      'cart:changed',
      'favorites:changed',
      'remote:error',
    ],
    // Its store makes the cards' toggles last, and forgets an account's list on logout.
    listens: ['favorites:toggle', 'user:changed'],
  },
};
