import type { ComponentType } from 'react';
import type { BusEvents } from '../bus';
import type { RemoteName } from '../common';
import type { Product } from '../entities';
import type { PopupKey, PopupPropsMap } from '../popups';
import { CONTRACT_PRODUCT } from './fixtures';

/** A single-spa lifecycle; the props are single-spa's, so any parameter type is accepted. */
type Lifecycle = (props: never) => Promise<unknown>;

/** `./app`: what the shell's single-spa registration mounts. */
export interface RemoteAppModule {
  bootstrap: Lifecycle | readonly Lifecycle[];
  mount: Lifecycle | readonly Lifecycle[];
  unmount: Lifecycle | readonly Lifecycle[];
}

/** What the shell's popup host passes to an exposed popup module. */
export interface PopupModuleProps<K extends PopupKey> {
  props: PopupPropsMap[K];
  onClose: () => void;
}

/** `./popups/<name>`: one component serving one or more popup keys. */
export interface PopupModule<K extends PopupKey> {
  default: ComponentType<PopupModuleProps<K>>;
}

export interface ComponentModule<P extends object> {
  default: ComponentType<P>;
}

/**
 * `./server`: the server-rendering entry of a remote. Its shape is declared by the
 * server-rendering contract (#12, docs/adr/0013); until then the slot is reserved, and a
 * remote that exposes `./server` declares it in EXPOSED_MODULES with kind 'server'.
 */
export type ServerModule = Record<string, unknown>;

/** The wishlist product card of docs/product/02-screens.md#product-card (catalog's `./ProductCard`). */
export interface ProductCardProps {
  product: Product;
  /** Analytics list name ('catalog', 'bestsellers', 'favorites'…) and 1-based position. */
  list?: string;
  position?: number;
  mode?: 'default' | 'favorites';
  selectable?: boolean;
  selected?: boolean;
  onSelectedChange?: (productId: number, selected: boolean) => void;
  priority?: boolean;
}

export interface BestsellersSliderProps {
  title?: string;
}

/** The search field with suggestions while typing (catalog's `./SearchBox`; contract 1.1). */
export interface SearchBoxProps {
  /** 'header': compact, its label visually hidden; 'page' (default): visible label and button. */
  variant?: 'header' | 'page';
  /** What is typed already (in the header's plain field, before this module loaded). */
  initialQuery?: string;
  /** Takes the focus when it mounts: the shopper was typing in the field it replaces. */
  focusOnMount?: boolean;
}

/** A wishlist toggle the shell saw before the favorites store was loaded (ADR 28). */
export type FavoritesToggle = Pick<BusEvents['favorites:toggle'], 'productId' | 'active'>;

/**
 * `favorites/favorites-sync`: starts the one wishlist owner. The shell loads it on intent
 * (ADR 28) and passes the toggles it saw before (contract 1.4): the store applies them as its
 * own (a guest's list stored, a user's sent to the server). Without them (an older shell) it
 * merges the stored list with the bus's, as before.
 */
export type StartFavoritesSync = (missed?: readonly FavoritesToggle[]) => void;

/** Every module each remote exposes, with its type. The shell and other remotes rely on these. */
export interface ExposedModules {
  catalog: {
    './app': RemoteAppModule;
    './ProductCard': ComponentModule<ProductCardProps>;
    './BestsellersSlider': ComponentModule<BestsellersSliderProps>;
    './SearchBox': ComponentModule<SearchBoxProps>;
    './popups/product-gallery': PopupModule<'product-gallery'>;
    './popups/ring-size': PopupModule<'ring-size'>;
    './popups/product-delivery': PopupModule<'product-delivery'>;
    './popups/installment-info': PopupModule<'installment-info'>;
    './popups/services': PopupModule<'services' | 'product-care' | 'refund' | 'warranty'>;
    './popups/composition': PopupModule<'composition'>;
    './popups/stylist-consult': PopupModule<'stylist-consult'>;
    './popups/price-subscription': PopupModule<'price-subscription'>;
    './popups/final-sale': PopupModule<'final-sale'>;
    './server'?: ServerModule;
  };
  'cart-checkout': {
    './app': RemoteAppModule;
    './popups/pickup-point-choose': PopupModule<'pickup-point-choose'>;
    './popups/order-comment': PopupModule<'order-comment'>;
    './popups/removed-from-stock': PopupModule<'removed-from-stock'>;
    './popups/failed-payment': PopupModule<'failed-payment'>;
    './server'?: ServerModule;
  };
  'profile-auth': {
    './app': RemoteAppModule;
    './popups/auth': PopupModule<'auth'>;
    './popups/profile-bonuses': PopupModule<'profile-bonuses'>;
    './popups/already-insider': PopupModule<'already-insider'>;
    './popups/loyalty-tooltip': PopupModule<'loyalty-tooltip'>;
    './server'?: ServerModule;
  };
  certificates: {
    './app': RemoteAppModule;
    './popups/make-happy': PopupModule<'make-happy'>;
    './server'?: ServerModule;
  };
  favorites: {
    './app': RemoteAppModule;
    /** Started by the shell on intent (ADR 0010, ADR 28). */
    './favorites-sync': { default: StartFavoritesSync };
    './server'?: ServerModule;
  };
}

/** How the contract tests exercise one exposed module. */
export type ExposedModuleContract =
  | { kind: 'app' }
  | { kind: 'component'; fixture: object }
  | { kind: 'popup'; keys: readonly PopupKey[] }
  | { kind: 'module' }
  | { kind: 'server' };

type ContractsOf<R extends RemoteName> = {
  readonly [M in keyof ExposedModules[R]]: ExposedModules[R][M] extends ComponentModule<infer P>
    ? 'onClose' extends keyof P
      ? { kind: 'popup'; keys: readonly PopupKey[] }
      : { kind: 'component'; fixture: P }
    : ExposedModuleContract;
};

const app = { kind: 'app' } as const;
const popup = (...keys: PopupKey[]) => ({ kind: 'popup', keys }) as const;

/** The same contract as data: what each module is, the props it is rendered with in tests. */
export const EXPOSED_MODULES: { readonly [R in RemoteName]: ContractsOf<R> } = {
  catalog: {
    './app': app,
    './ProductCard': {
      kind: 'component',
      fixture: { product: CONTRACT_PRODUCT, list: 'favorites', position: 1, mode: 'favorites' },
    },
    './BestsellersSlider': { kind: 'component', fixture: {} },
    './SearchBox': { kind: 'component', fixture: { variant: 'header', initialQuery: 'ко' } },
    './popups/product-gallery': popup('product-gallery'),
    './popups/ring-size': popup('ring-size'),
    './popups/product-delivery': popup('product-delivery'),
    './popups/installment-info': popup('installment-info'),
    './popups/services': popup('services', 'product-care', 'refund', 'warranty'),
    './popups/composition': popup('composition'),
    './popups/stylist-consult': popup('stylist-consult'),
    './popups/price-subscription': popup('price-subscription'),
    './popups/final-sale': popup('final-sale'),
  },
  'cart-checkout': {
    './app': app,
    './popups/pickup-point-choose': popup('pickup-point-choose'),
    './popups/order-comment': popup('order-comment'),
    './popups/removed-from-stock': popup('removed-from-stock'),
    './popups/failed-payment': popup('failed-payment'),
  },
  'profile-auth': {
    './app': app,
    './popups/auth': popup('auth'),
    './popups/profile-bonuses': popup('profile-bonuses'),
    './popups/already-insider': popup('already-insider'),
    './popups/loyalty-tooltip': popup('loyalty-tooltip'),
  },
  certificates: {
    './app': app,
    './popups/make-happy': popup('make-happy'),
  },
  favorites: {
    './app': app,
    './favorites-sync': { kind: 'module' },
  },
};

type AnyLoaders = Readonly<Record<string, () => Promise<unknown>>>;

/**
 * A component module keeps its contract when the contract's props are acceptable to it
 * (it may take less or wider props, never other or more required ones). Comparing the props,
 * not the component types, keeps class-component variance out of the answer.
 */
type Kept<Loaded, Declared> =
  Declared extends ComponentModule<infer P>
    ? Loaded extends { default: ComponentType<infer Q> }
      ? [P] extends [Q]
        ? Loaded
        : Declared
      : Declared
    : Declared;

/**
 * `loader` functions of a remote's exposed modules (`L`, as written), checked against the
 * contract: a module that no longer keeps it turns into a type error naming the declared type.
 */
export type ExposedModuleLoaders<R extends RemoteName, L extends AnyLoaders = AnyLoaders> = {
  readonly [M in keyof ExposedModules[R]]: M extends keyof L
    ? L[M] extends () => Promise<infer Loaded>
      ? () => Promise<Kept<Loaded, NonNullable<ExposedModules[R][M]>>>
      : () => Promise<NonNullable<ExposedModules[R][M]>>
    : () => Promise<NonNullable<ExposedModules[R][M]>>;
};
