import type { BusEventType, BusStateKey } from '../bus';

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
  'checkout:step': true,
  'order:created': true,
  'analytics:purchase': true,
  'analytics:favorites-cleared': true,
  'pickup-point:chosen': true,
  'order-comment:changed': true,
  'remote:failed': true,
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
