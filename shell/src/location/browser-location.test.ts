import { bus } from '@shop/event-bus';
import { SAVED_ORDER_DATA_STORAGE_KEY } from '@shop/storefront';
import { forgetLocation, publishLocation, recalculateCart } from './browser-location';

const abuDhabi = {
  city: 'Abu Dhabi',
  region: 'Abu Dhabi',
  country: 'United Arab Emirates',
  country_iso_code: 'AE',
  beltway_hit: false,
  beltway_distance: null,
  default: false,
};

describe('browser location', () => {
  it('publishes the location and the currency to the bus', () => {
    bus.set('storefront', { storefront: 'en', locale: 'en', currency: 'USD' });
    publishLocation(abuDhabi, 'AED');
    expect(bus.get('location')).toEqual({
      city: 'Abu Dhabi',
      region: 'Abu Dhabi',
      country: 'United Arab Emirates',
      countryIsoCode: 'AE',
      isDefault: false,
    });
    expect(bus.get('storefront')).toEqual({ storefront: 'en', locale: 'en', currency: 'AED' });
  });

  it('forgets the geolocation cookie and the saved order data', () => {
    document.cookie = 'shop_geolocation=%7B%7D; Path=/';
    document.cookie = 'other=1; Path=/';
    window.localStorage.setItem(SAVED_ORDER_DATA_STORAGE_KEY, '{"fio":"Анна"}');
    window.localStorage.setItem('shop.favorites', '[1]');
    forgetLocation();
    expect(document.cookie).not.toContain('shop_geolocation');
    expect(document.cookie).toContain('other=1');
    expect(window.localStorage.getItem(SAVED_ORDER_DATA_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem('shop.favorites')).toBe('[1]');
  });

  it('asks the cart to recalculate with its current count', () => {
    bus.emit('cart:changed', { totalProducts: 3, source: 'cart-checkout' });
    const seen: unknown[] = [];
    const subscription = bus.on('cart:changed').subscribe((event) => seen.push(event));
    recalculateCart();
    subscription.unsubscribe();
    expect(seen).toEqual([{ totalProducts: 3, source: 'shell' }]);
  });
});
