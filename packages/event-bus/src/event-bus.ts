import { BehaviorSubject, Subject, distinctUntilChanged, filter, map, type Observable } from 'rxjs';
import type { BusEvents, BusEventType, BusState, BusStateKey } from '@shop/types';

type Envelope = { [K in BusEventType]: { type: K; payload: BusEvents[K] } }[BusEventType];

export const initialBusState: BusState = {
  route: null,
  storefront: null,
  location: null,
  user: { isAuth: false },
  cart: { totalProducts: 0 },
  favorites: { ids: [] },
  popup: { open: [], someOpen: false },
};

/**
 * Events that also move replayed state, so a remote that mounts later still
 * sees their effect. Each reducer returns the next slice of state.
 */
function reduce(state: BusState, event: Envelope): Partial<BusState> | null {
  switch (event.type) {
    case 'cart:changed':
      return { cart: { totalProducts: event.payload.totalProducts } };
    case 'favorites:changed':
      return { favorites: { ids: [...event.payload.ids] } };
    case 'favorites:toggle': {
      const { productId, active } = event.payload;
      const rest = state.favorites.ids.filter((id) => id !== productId);
      return { favorites: { ids: active ? [...rest, productId] : rest } };
    }
    case 'user:changed':
      return { user: event.payload };
    case 'popup:open': {
      const open = [...state.popup.open.filter((p) => p.key !== event.payload.key), event.payload];
      return { popup: { open, someOpen: true } };
    }
    case 'popup:close': {
      const { key } = event.payload;
      const open = key ? state.popup.open.filter((p) => p.key !== key) : [];
      return { popup: { open, someOpen: open.length > 0 } };
    }
    default:
      return null;
  }
}

export class EventBus {
  private readonly events$ = new Subject<Envelope>();
  private readonly state$ = new BehaviorSubject<BusState>(initialBusState);

  emit<K extends BusEventType>(type: K, payload: BusEvents[K]): void {
    const event = { type, payload } as Envelope;
    const patch = reduce(this.state$.value, event);
    if (patch) this.state$.next({ ...this.state$.value, ...patch });
    this.events$.next(event);
  }

  on<K extends BusEventType>(type: K): Observable<BusEvents[K]> {
    return this.events$.pipe(
      filter((event): event is Extract<Envelope, { type: K }> => event.type === type),
      map((event) => event.payload as BusEvents[K]),
    );
  }

  /** Replayed: emits the current value at once, then every change. */
  select<K extends BusStateKey>(key: K): Observable<BusState[K]> {
    return this.state$.pipe(
      map((state) => state[key]),
      distinctUntilChanged(),
    );
  }

  get<K extends BusStateKey>(key: K): BusState[K] {
    return this.state$.value[key];
  }

  /** For state the shell owns outright (route, storefront, location). */
  set<K extends BusStateKey>(key: K, value: BusState[K]): void {
    if (this.state$.value[key] === value) return;
    this.state$.next({ ...this.state$.value, [key]: value });
  }
}

const GLOBAL_KEY = Symbol.for('@shop/event-bus');
type GlobalWithBus = typeof globalThis & { [GLOBAL_KEY]?: EventBus };

/**
 * Module federation shares this package as a singleton; the global slot is a
 * second guard so that even a misconfigured remote joins the same bus.
 */
function sharedBus(): EventBus {
  const root = globalThis as GlobalWithBus;
  root[GLOBAL_KEY] ??= new EventBus();
  return root[GLOBAL_KEY];
}

export const bus: EventBus = sharedBus();
