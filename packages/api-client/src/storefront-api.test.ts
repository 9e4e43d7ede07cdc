import { bus } from '@shop/event-bus';
import { resetStorefrontApi, storefrontApi } from './bus-bridge';

describe('storefrontApi', () => {
  afterEach(() => resetStorefrontApi());

  it('keeps one client while the storefront stays, and a new one when it changes', () => {
    bus.set('storefront', { storefront: 'ru', locale: 'ru', currency: 'RUB' });
    const ru = storefrontApi();
    expect(storefrontApi()).toBe(ru);
    bus.set('storefront', { storefront: 'en', locale: 'en', currency: 'USD' });
    const en = storefrontApi();
    expect(en).not.toBe(ru);
    resetStorefrontApi();
    expect(storefrontApi()).not.toBe(en);
  });

  it('sends the storefront it was made for', async () => {
    const fetch = jest.fn(
      async () => new Response(JSON.stringify({ bestsellers: [] }), { status: 200 }),
    );
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    bus.set('storefront', { storefront: 'en', locale: 'en', currency: 'USD' });
    await storefrontApi().getBestsellers();
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(new Headers(init.headers).get('x-shop-storefront')).toBe('en');
  });
});
