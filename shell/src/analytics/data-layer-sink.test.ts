import { bus } from '@shop/event-bus';
import type { AnalyticsProduct, RouteState } from '@shop/types';
import { startDataLayerSink } from './data-layer-sink';

const ring: AnalyticsProduct = {
  id: 7,
  name: 'Ring',
  price: 100,
  quantity: 1,
  designer: '',
  category: '',
};
const route = (pathname: string, search = ''): RouteState => ({
  name: 'page',
  owner: 'catalog',
  layout: 'default',
  pathname,
  search,
  params: {},
});
const events = (host: { dataLayer?: unknown[] }) =>
  (host.dataLayer ?? []).flatMap((entry) =>
    typeof entry === 'object' && entry && 'event' in entry
      ? [(entry as { event: string }).event]
      : [],
  );

let host: { dataLayer?: unknown[] };
let stop: () => void;
beforeEach(() => {
  bus.set('storefront', { storefront: 'en', locale: 'en', currency: 'AED' });
  bus.set('route', route('/catalog'));
  host = {};
  stop = startDataLayerSink(host);
});
afterEach(() => stop());

describe('data-layer sink', () => {
  it('pushes to an existing data layer (GTM may have made it) and starts only once', () => {
    stop();
    host = { dataLayer: [{ 'gtm.start': 1 }] };
    stop = startDataLayerSink(host);
    expect(startDataLayerSink(host)).toBe(stop);
    bus.emit('favorites:toggle', { productId: 7, active: true, source: 'catalog' });
    expect(host.dataLayer).toEqual([
      { 'gtm.start': 1 },
      { ecommerce: null },
      { event: 'add_to_wishlist', ecommerce: { currency: 'AED', items: [{ item_id: '7' }] } },
    ]);
  });

  it('reports a view once per page, again on the next page', () => {
    const view = { productId: 7, list: 'catalog', position: 0, product: ring };
    bus.emit('analytics:product-view', view);
    bus.emit('analytics:product-view', view);
    bus.emit('analytics:view-item', { product: ring, currency: 'AED' });
    bus.emit('analytics:view-item', { product: ring, currency: 'AED' });
    expect(events(host)).toEqual(['view_item_list', 'view_item']);
    bus.set('route', route('/catalog', '?page=2'));
    bus.emit('analytics:product-view', view);
    expect(events(host)).toEqual(['view_item_list', 'view_item', 'view_item_list']);
  });

  it('reports a purchase once per order, even after a new page; every cart action', () => {
    const purchase = {
      orderId: 5,
      finalSum: 100,
      deliveryPrice: 0,
      currency: 'AED' as const,
      products: [ring],
    };
    bus.emit('analytics:purchase', purchase);
    bus.set('route', route('/order-success/5'));
    bus.emit('analytics:purchase', purchase);
    const change = { currency: 'AED' as const, added: [ring], removed: [] };
    bus.emit('analytics:cart-change', change);
    bus.emit('analytics:cart-change', change);
    expect(events(host)).toEqual(['purchase', 'add_to_cart', 'add_to_cart']);
  });

  it('stops listening when stopped', () => {
    stop();
    bus.emit('analytics:favorites-cleared', {});
    expect(host.dataLayer).toEqual([]);
    stop = startDataLayerSink(host);
    bus.emit('analytics:favorites-cleared', {});
    expect(events(host)).toEqual(['favorites_cleared']);
  });
});
