import { bus } from '@shop/event-bus';
import { DEFAULT_LOCATIONS } from '@shop/storefront';
import type { CommonDataResponse } from '@shop/types';
import { apiCalls, apiServer, content, mockApiServer, reply } from '@shop/api-client/testing';
import { loadCommonData } from './common-data';

mockApiServer();

const body: CommonDataResponse = {
  user: {
    user: { isAuth: false } as CommonDataResponse['user']['user'],
    cartData: { totalProducts: 2 },
  },
  menu: [],
  locale: {
    locale: 'en',
    storefront: 'en',
    currency: 'AED',
    location: DEFAULT_LOCATIONS.AE.en,
  },
};

const page = {
  protocol: 'http:',
  host: 'shop.test.com:8080',
  pathname: '/cart',
  search: '',
  hash: '',
};

describe('loadCommonData', () => {
  beforeEach(() => bus.set('storefront', { storefront: 'en', locale: 'en', currency: 'USD' }));

  it('seeds the location, its currency and the cart counter', async () => {
    apiServer.use(content.commonData(body));
    const go = jest.fn();
    await loadCommonData(page, go);
    expect(go).not.toHaveBeenCalled();
    expect(bus.get('location')).toMatchObject({
      city: 'Dubai',
      countryIsoCode: 'AE',
      isDefault: true,
    });
    expect(bus.get('storefront')?.currency).toBe('AED');
    expect(bus.get('cart').totalProducts).toBe(2);
    expect(apiCalls().map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /pd/frontend/common_data',
    ]);
  });

  it('asks at once but publishes only once the chrome has hydrated', async () => {
    apiServer.use(content.commonData(body));
    bus.emit('cart:changed', { totalProducts: 0, source: 'shell' });
    let hydrated = () => {};
    const shown = new Promise<void>((resolve) => (hydrated = resolve));
    const loading = loadCommonData(page, jest.fn(), shown);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(apiCalls()).toHaveLength(1);
    expect(bus.get('cart').totalProducts).toBe(0);
    hydrated();
    await loading;
    expect(bus.get('cart').totalProducts).toBe(2);
  });

  it('goes to the host of the domain-redirect header instead', async () => {
    apiServer.use(
      content.commonData(reply(200, body, { 'x-shop-domain-redirect': 'shop.test.ru:8080' })),
    );
    bus.emit('cart:changed', { totalProducts: 0, source: 'shell' });
    const go = jest.fn();
    await loadCommonData(page, go);
    expect(go).toHaveBeenCalledWith('http://shop.test.ru:8080/cart');
    expect(bus.get('cart').totalProducts).toBe(0);
  });
});
