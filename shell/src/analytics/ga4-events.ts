import type { AnalyticsProduct, BusEvents, CurrencyCode } from '@shop/types';

/**
 * The bus events analytics reports, mapped to Google Analytics 4 ecommerce events as a Google
 * Tag Manager container reads them from `window.dataLayer` (ADR 27). Pure: no window, no bus.
 */
export const ANALYTICS_EVENTS = [
  'analytics:product-view',
  'analytics:view-item',
  'analytics:cart-change',
  'favorites:toggle',
  'checkout:step',
  'analytics:purchase',
  'analytics:favorites-cleared',
] as const;

export type AnalyticsEventType = (typeof ANALYTICS_EVENTS)[number];

export type AnalyticsEvent = {
  [K in AnalyticsEventType]: { type: K; payload: BusEvents[K] };
}[AnalyticsEventType];

export interface Ga4Item {
  item_id: string;
  item_name?: string;
  item_brand?: string;
  item_category?: string;
  price?: number;
  quantity?: number;
  index?: number;
  item_list_id?: string;
  item_list_name?: string;
}

export interface Ga4Ecommerce {
  currency: CurrencyCode;
  value?: number;
  items: Ga4Item[];
  transaction_id?: string;
  shipping?: number;
  item_list_id?: string;
  item_list_name?: string;
}

/** One push: an ecommerce event, the ecommerce reset before it, or a plain event. */
export type DataLayerEntry =
  { ecommerce: null } | { event: string; ecommerce: Ga4Ecommerce } | { event: string };

/** What the page knows that an event may not carry. */
export interface MappingContext {
  /** The storefront's (visitor's) currency, for events without one of their own. */
  currency: CurrencyCode;
}

/** The product as a GA4 item: unknown texts are left out, not sent empty. */
export function ga4Item(product: AnalyticsProduct): Ga4Item {
  return {
    item_id: String(product.id),
    ...(product.name ? { item_name: product.name } : {}),
    ...(product.designer ? { item_brand: product.designer } : {}),
    ...(product.category ? { item_category: product.category } : {}),
    price: product.price,
    quantity: product.quantity,
  };
}

const total = (products: readonly AnalyticsProduct[]) =>
  products.reduce((sum, p) => sum + p.price * p.quantity, 0);

/** GA4 wants the previous ecommerce object cleared before each ecommerce event. */
const ecommerce = (event: string, data: Ga4Ecommerce): DataLayerEntry[] => [
  { ecommerce: null },
  { event, ecommerce: data },
];

/** Checkout steps of docs/product/04-states.md#delivery-methods-and-types that have a GA4 event: 2 contact data, 3 delivery, 4 payment. */
const STEP_EVENTS: Partial<Record<BusEvents['checkout:step']['step'], string>> = {
  2: 'begin_checkout',
  3: 'add_shipping_info',
  4: 'add_payment_info',
};

/** The data-layer pushes for one bus event, in order; none when GA4 has no such event. */
export function dataLayerEntries(event: AnalyticsEvent, context: MappingContext): DataLayerEntry[] {
  switch (event.type) {
    case 'analytics:product-view': {
      const { productId, list, position, product, currency } = event.payload;
      const item = product ? ga4Item(product) : { item_id: String(productId) };
      return ecommerce('view_item_list', {
        currency: currency ?? context.currency,
        item_list_id: list,
        item_list_name: list,
        items: [{ ...item, index: position, item_list_id: list, item_list_name: list }],
      });
    }
    case 'analytics:view-item': {
      const { product, currency } = event.payload;
      return ecommerce('view_item', {
        currency,
        value: total([product]),
        items: [ga4Item(product)],
      });
    }
    case 'analytics:cart-change': {
      const { added, removed, currency } = event.payload;
      return [
        ...(added.length > 0
          ? ecommerce('add_to_cart', { currency, value: total(added), items: added.map(ga4Item) })
          : []),
        ...(removed.length > 0
          ? ecommerce('remove_from_cart', {
              currency,
              value: total(removed),
              items: removed.map(ga4Item),
            })
          : []),
      ];
    }
    case 'favorites:toggle': {
      const { productId, active, product, currency } = event.payload;
      if (!active) return [];
      return ecommerce('add_to_wishlist', {
        currency: currency ?? context.currency,
        ...(product ? { value: total([product]) } : {}),
        items: [product ? ga4Item(product) : { item_id: String(productId) }],
      });
    }
    case 'checkout:step': {
      const { step, cart } = event.payload;
      const name = STEP_EVENTS[step];
      if (!name) return [];
      return ecommerce(name, {
        currency: cart?.currency ?? context.currency,
        ...(cart ? { value: cart.value } : {}),
        items: cart ? cart.products.map(ga4Item) : [],
      });
    }
    case 'analytics:purchase': {
      const { orderId, finalSum, deliveryPrice, currency, products } = event.payload;
      return ecommerce('purchase', {
        transaction_id: String(orderId),
        currency,
        value: finalSum,
        shipping: deliveryPrice,
        items: products.map(ga4Item),
      });
    }
    case 'analytics:favorites-cleared':
      // Not ecommerce: the tag that keeps the shopper's favorites for remarketing clears them (docs/product/04-states.md#favorites).
      return [{ event: 'favorites_cleared' }];
  }
}

/**
 * The key of an occurrence that must reach the data layer once however often it is announced
 * (a remount, a hydration, a second mount of the same page): a view once per page, a purchase
 * once per order. Null: each announcement is an occurrence of its own (a shopper's action).
 */
export function occurrenceKey(event: AnalyticsEvent, page: string): string | null {
  switch (event.type) {
    case 'analytics:product-view':
      return `${page}|list|${event.payload.list}|${event.payload.productId}`;
    case 'analytics:view-item':
      return `${page}|item|${event.payload.product.id}`;
    case 'checkout:step':
      return `${page}|step|${event.payload.step}`;
    case 'analytics:purchase':
      return `purchase|${event.payload.orderId}`;
    default:
      return null;
  }
}
