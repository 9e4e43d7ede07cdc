import { bus } from '@shop/event-bus';
import { ApiError } from './errors';
import { createMarketingClient, marketingApi, resetMarketingApi } from './marketing';

type Call = [string, RequestInit];

const answer = (status: number, body: unknown) =>
  jest.fn(
    async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );

describe('createMarketingClient', () => {
  it('posts each form to the platform base without asking the shop for a CSRF token', async () => {
    const fetch = answer(200, { subscribed: true, alreadySubscribed: false });
    const client = createMarketingClient({ fetch, storefront: 'ru' });
    await expect(client.subscribe({ email: 'a@b.cd', kind: 'winter-sale' })).resolves.toEqual({
      subscribed: true,
      alreadySubscribed: false,
    });
    await client.subscribeToProduct({ productId: 5, email: 'a@b.cd', kind: 'availability' });
    await client.requestStylistConsult({ name: 'Anna', phone: '+79991234567' });
    const calls = fetch.mock.calls as unknown as Call[];
    expect(calls.map(([url]) => url)).toEqual([
      '/api/marketing/subscriptions',
      '/api/marketing/price-subscriptions',
      '/api/marketing/stylist-consults',
    ]);
    const headers = calls[0]![1].headers as Record<string, string>;
    expect(headers['X-CSRF-Token']).toBeUndefined();
    expect(headers['X-Shop-Storefront']).toBe('ru');
    expect(JSON.parse(String(calls[1]![1].body))).toEqual({
      productId: 5,
      email: 'a@b.cd',
      kind: 'availability',
    });
  });

  it('a real platform replaces the stand-in by its base URL', async () => {
    const fetch = answer(200, { requestId: 'x' });
    await createMarketingClient({ fetch, baseUrl: 'https://mp.example/v1/' }).requestStylistConsult(
      {
        name: 'Anna',
        phone: '+79991234567',
      },
    );
    expect((fetch.mock.calls[0] as unknown as Call)[0]).toBe(
      'https://mp.example/v1/stylist-consults',
    );
  });

  it('turns a 400 into an ApiError with the field errors', async () => {
    const fetch = answer(400, {
      error: {
        code: 'validation_failed',
        message: 'The request is invalid',
        fieldErrors: { email: ['error.email.invalid'] },
      },
    });
    const failure = createMarketingClient({ fetch }).subscribe({ email: 'x', kind: 'sale' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 400,
      fieldErrors: { email: ['error.email.invalid'] },
    });
  });
});

describe('marketingApi', () => {
  afterEach(() => resetMarketingApi());

  it('keeps one client per storefront on the bus', () => {
    bus.set('storefront', { storefront: 'ru', locale: 'ru', currency: 'RUB' });
    const ru = marketingApi();
    expect(marketingApi()).toBe(ru);
    bus.set('storefront', { storefront: 'en', locale: 'en', currency: 'USD' });
    expect(marketingApi()).not.toBe(ru);
  });
});
