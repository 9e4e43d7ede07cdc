import type { AnalyticsProduct } from '@shop/types';
import { dataLayerEntries, ga4Item, occurrenceKey, type AnalyticsEvent } from './ga4-events';

const ring: AnalyticsProduct = {
  id: 7,
  name: 'Кольцо «Луна»',
  price: 1500,
  quantity: 2,
  designer: 'Anna Design',
  category: 'Кольца',
};
const ringItem = {
  item_id: '7',
  item_name: 'Кольцо «Луна»',
  item_brand: 'Anna Design',
  item_category: 'Кольца',
  price: 1500,
  quantity: 2,
};
const context = { currency: 'USD' as const };
const map = (event: AnalyticsEvent) => dataLayerEntries(event, context);

describe('GA4 data-layer mapping', () => {
  it('leaves unknown texts out of an item', () => {
    expect(ga4Item({ ...ring, name: '', designer: '', category: '' })).toEqual({
      item_id: '7',
      price: 1500,
      quantity: 2,
    });
  });

  it('clears ecommerce before each ecommerce event (GTM), a card view as view_item_list', () => {
    expect(
      map({
        type: 'analytics:product-view',
        payload: { productId: 7, list: 'catalog', position: 3, product: ring, currency: 'RUB' },
      }),
    ).toEqual([
      { ecommerce: null },
      {
        event: 'view_item_list',
        ecommerce: {
          currency: 'RUB',
          item_list_id: 'catalog',
          item_list_name: 'catalog',
          items: [{ ...ringItem, index: 3, item_list_id: 'catalog', item_list_name: 'catalog' }],
        },
      },
    ]);
  });

  it("takes the storefront's currency when a view carries none, and the id alone when that is all", () => {
    const [, entry] = map({
      type: 'analytics:product-view',
      payload: { productId: 9, list: 'home', position: 0 },
    });
    expect(entry).toMatchObject({
      ecommerce: { currency: 'USD', items: [{ item_id: '9', index: 0 }] },
    });
  });

  it('maps a product page to view_item with its value', () => {
    expect(
      map({
        type: 'analytics:view-item',
        payload: { product: { ...ring, quantity: 1 }, currency: 'AED' },
      }),
    ).toEqual([
      { ecommerce: null },
      {
        event: 'view_item',
        ecommerce: { currency: 'AED', value: 1500, items: [{ ...ringItem, quantity: 1 }] },
      },
    ]);
  });

  it('maps a cart change to add_to_cart and remove_from_cart, nothing for an empty side', () => {
    const entries = map({
      type: 'analytics:cart-change',
      payload: { currency: 'RUB', added: [ring], removed: [{ ...ring, id: 8, quantity: 1 }] },
    });
    expect(entries).toEqual([
      { ecommerce: null },
      { event: 'add_to_cart', ecommerce: { currency: 'RUB', value: 3000, items: [ringItem] } },
      { ecommerce: null },
      {
        event: 'remove_from_cart',
        ecommerce: {
          currency: 'RUB',
          value: 1500,
          items: [{ ...ringItem, item_id: '8', quantity: 1 }],
        },
      },
    ]);
    expect(
      map({ type: 'analytics:cart-change', payload: { currency: 'RUB', added: [], removed: [] } }),
    ).toEqual([]);
  });

  it('maps a heart switched on to add_to_wishlist, switched off to nothing', () => {
    expect(
      map({
        type: 'favorites:toggle',
        payload: {
          productId: 7,
          active: true,
          source: 'catalog',
          product: { ...ring, quantity: 1 },
          currency: 'RUB',
        },
      }),
    ).toEqual([
      { ecommerce: null },
      {
        event: 'add_to_wishlist',
        ecommerce: { currency: 'RUB', value: 1500, items: [{ ...ringItem, quantity: 1 }] },
      },
    ]);
    expect(
      map({
        type: 'favorites:toggle',
        payload: { productId: 7, active: true, source: 'favorites' },
      }),
    ).toEqual([
      { ecommerce: null },
      { event: 'add_to_wishlist', ecommerce: { currency: 'USD', items: [{ item_id: '7' }] } },
    ]);
    expect(
      map({
        type: 'favorites:toggle',
        payload: { productId: 7, active: false, source: 'catalog' },
      }),
    ).toEqual([]);
  });

  it.each([
    [2, 'begin_checkout'],
    [3, 'add_shipping_info'],
    [4, 'add_payment_info'],
  ] as const)('maps checkout step %s to %s with the cart', (step, event) => {
    const cart = { currency: 'USD' as const, value: 3500, products: [ring] };
    expect(map({ type: 'checkout:step', payload: { step, cart } })).toEqual([
      { ecommerce: null },
      { event, ecommerce: { currency: 'USD', value: 3500, items: [ringItem] } },
    ]);
  });

  it('has no GA4 event for the other steps; a step without a cart still names the currency', () => {
    for (const step of [1, 5, 6, 7] as const)
      expect(map({ type: 'checkout:step', payload: { step } })).toEqual([]);
    expect(map({ type: 'checkout:step', payload: { step: 2 } })).toEqual([
      { ecommerce: null },
      { event: 'begin_checkout', ecommerce: { currency: 'USD', items: [] } },
    ]);
  });

  it('maps the purchase with its transaction id, value, shipping and currency', () => {
    expect(
      map({
        type: 'analytics:purchase',
        payload: {
          orderId: 42,
          finalSum: 3500,
          deliveryPrice: 500,
          currency: 'RUB',
          products: [ring],
        },
      }),
    ).toEqual([
      { ecommerce: null },
      {
        event: 'purchase',
        ecommerce: {
          transaction_id: '42',
          currency: 'RUB',
          value: 3500,
          shipping: 500,
          items: [ringItem],
        },
      },
    ]);
  });

  it('tells the favorites tag to clear, outside ecommerce', () => {
    expect(map({ type: 'analytics:favorites-cleared', payload: {} })).toEqual([
      { event: 'favorites_cleared' },
    ]);
  });

  it('keys views and steps by page, purchases by order, and actions not at all', () => {
    const view: AnalyticsEvent = {
      type: 'analytics:product-view',
      payload: { productId: 7, list: 'catalog', position: 0 },
    };
    expect(occurrenceKey(view, '/catalog')).not.toBe(occurrenceKey(view, '/catalog?page=2'));
    expect(
      occurrenceKey(
        { type: 'analytics:view-item', payload: { product: ring, currency: 'RUB' } },
        '/jewelry/7',
      ),
    ).toBe('/jewelry/7|item|7');
    expect(occurrenceKey({ type: 'checkout:step', payload: { step: 2 } }, '/cart')).toBe(
      '/cart|step|2',
    );
    expect(
      occurrenceKey(
        {
          type: 'analytics:purchase',
          payload: { orderId: 42, finalSum: 1, deliveryPrice: 0, currency: 'RUB', products: [] },
        },
        '/order-success/42',
      ),
    ).toBe('purchase|42');
    expect(
      occurrenceKey(
        { type: 'analytics:cart-change', payload: { currency: 'RUB', added: [ring], removed: [] } },
        '/cart',
      ),
    ).toBeNull();
  });
});
