import { createApiClient } from './create-api-client';
import { ApiCancelledError, ApiError, isCancelled, networkFailureText } from './errors';

type Call = { url: string; init: RequestInit };

const json = (status: number, body: unknown): Response =>
  ({
    ok: status >= 200 && status < 300,
    status,
    text: async () => JSON.stringify(body),
  }) as Response;

function mockFetch(responses: ((call: Call) => Response | Promise<Response>)[]) {
  const calls: Call[] = [];
  const fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const call = { url, init };
    calls.push(call);
    const next = responses.shift();
    if (!next) throw new Error(`unexpected call ${url}`);
    return next(call);
  });
  return { fetch, calls };
}

const header = (call: Call | undefined, name: string): string | undefined =>
  (call?.init.headers as Record<string, string> | undefined)?.[name];

describe('createApiClient', () => {
  it('sends GET calls under the base URL with the storefront header and no CSRF token', async () => {
    const { fetch, calls } = mockFetch([() => json(200, { bestsellers: [] })]);
    const api = createApiClient({ baseUrl: '/api/', storefront: 'en', fetch });
    await expect(api.getBestsellers()).resolves.toEqual({ bestsellers: [] });
    expect(calls[0]!.url).toBe('/api/pd/frontend/bestsellers');
    expect(header(calls[0], 'X-Shop-Storefront')).toBe('en');
    expect(header(calls[0], 'X-CSRF-Token')).toBeUndefined();
    expect(calls[0]!.init.credentials).toBe('include');
  });

  it('fetches the CSRF token lazily once and sends it on state-changing calls', async () => {
    const { fetch, calls } = mockFetch([
      () => json(200, { csrfToken: 't1' }),
      () => json(200, { result: true, cartData: { totalProducts: 1 } }),
      () => json(200, { result: true, cartData: { totalProducts: 2 } }),
    ]);
    const api = createApiClient({ fetch });
    await api.addToCart({ product_id: 1 });
    const second = await api.addToCart({ product_id: 1 });
    expect(second.cartData.totalProducts).toBe(2);
    expect(calls.map((c) => c.url)).toEqual(['/api/token', '/api/cart/add', '/api/cart/add']);
    expect(header(calls[1], 'X-CSRF-Token')).toBe('t1');
    expect(header(calls[1], 'Content-Type')).toBe('application/json');
    expect(calls[1]!.init.body).toBe(JSON.stringify({ product_id: 1 }));
  });

  it('merges a guest wishlist in one POST /favorites/merge with the CSRF token', async () => {
    const { fetch, calls } = mockFetch([
      () => json(200, { csrfToken: 't1' }),
      () => json(200, { result: true, favoriteItemIds: [3, 5] }),
    ]);
    const api = createApiClient({ fetch });
    await expect(api.mergeFavorites([5, 3])).resolves.toEqual({
      result: true,
      favoriteItemIds: [3, 5],
    });
    expect(calls[1]!.url).toBe('/api/favorites/merge');
    expect(calls[1]!.init.method).toBe('POST');
    expect(header(calls[1], 'X-CSRF-Token')).toBe('t1');
    expect(calls[1]!.init.body).toBe(JSON.stringify({ items: [5, 3] }));
  });

  it('retries once with a fresh token after a CSRF 403', async () => {
    const { fetch, calls } = mockFetch([
      () => json(200, { csrfToken: 'old' }),
      () => json(403, { error: { code: 'csrf_invalid', message: 'bad token' } }),
      () => json(200, { csrfToken: 'new' }),
      () => json(200, { result: true }),
    ]);
    const api = createApiClient({ fetch });
    await expect(api.calculateCart({})).resolves.toEqual({ result: true });
    expect(header(calls[3], 'X-CSRF-Token')).toBe('new');
  });

  it('takes the rotated token of a login answer: the next state-changing call passes at once', async () => {
    const { fetch, calls } = mockFetch([
      () => json(200, { csrfToken: 'guest' }),
      () =>
        ({
          ...json(200, { success: true, step: null, user: null }),
          headers: new Headers({ 'X-CSRF-Token': 'user' }),
        }) as Response,
      () => json(200, { result: true }),
    ]);
    const api = createApiClient({ fetch });
    await api.authAuthenticate({ phone: '+79991234567', code: '1234' });
    await expect(api.calculateCart({})).resolves.toEqual({ result: true });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/token',
      '/api/auth/authenticate',
      '/api/cart/calculate',
    ]);
    expect(header(calls[2], 'X-CSRF-Token')).toBe('user');
  });

  it('takes the rotated token of a logout (a GET) as well', async () => {
    const { fetch, calls } = mockFetch([
      () => json(200, { csrfToken: 'user' }),
      () => json(200, { result: true }),
      () =>
        ({
          ...json(200, { success: true }),
          headers: new Headers({ 'X-CSRF-Token': 'guest' }),
        }) as Response,
      () => json(200, { result: true }),
    ]);
    const api = createApiClient({ fetch });
    await api.calculateCart({});
    await api.logout();
    await api.calculateCart({});
    expect(header(calls[3], 'X-CSRF-Token')).toBe('guest');
  });

  it('does not send a token with read-only POSTs (catalog/show)', async () => {
    const { fetch, calls } = mockFetch([
      () => json(200, { result: { quantity: 0, products: [] } }),
    ]);
    const api = createApiClient({ fetch });
    await api.showCatalog({ url: '/rings', limit: 48, offset: 0 });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/catalog/show');
  });

  it('normalizes error answers to ApiError with code and field errors', async () => {
    const { fetch } = mockFetch([
      () =>
        json(400, {
          error: {
            code: 'validation_failed',
            message: 'invalid',
            fieldErrors: { limit: ['must be integer'] },
          },
        }),
      () => json(502, '<html>'),
    ]);
    const api = createApiClient({ fetch });
    const error = await api.getProduct(1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      fieldErrors: { limit: ['must be integer'] },
    });
    await expect(api.getProduct(2)).rejects.toMatchObject({ status: 502, code: 'http_502' });
  });

  it('turns a 401 into onUnauthorized and an ApiError', async () => {
    const onUnauthorized = jest.fn();
    const { fetch } = mockFetch([
      () => json(401, { error: { code: 'unauthorized', message: 'no' } }),
    ]);
    const api = createApiClient({ fetch, onUnauthorized });
    await expect(api.getProfileInfo()).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledWith({ url: '/api/profile/info' });
  });

  it('logs network failures and rejects with an ApiError (status 0)', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const api = createApiClient({ fetch });
    await expect(api.getMainPage()).rejects.toMatchObject({ status: 0, code: 'network_error' });
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it("logs a server that is not up as one line with the system's reason, no stack", async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8090'), {
      code: 'ECONNREFUSED',
    });
    const fetch = jest.fn(async () => {
      throw new TypeError('fetch failed', { cause: refused });
    });
    const api = createApiClient({ baseUrl: 'http://127.0.0.1:8090', fetch });
    await expect(api.getMainPage()).rejects.toMatchObject({ code: 'network_error' });
    expect(spy.mock.calls).toEqual([
      [
        '[api-client] API-CLIENT-001 network failure: GET http://127.0.0.1:8090/main-page: ' +
          'fetch failed (connect ECONNREFUSED 127.0.0.1:8090); the call fails with network_error',
      ],
    ]);
    spy.mockRestore();
  });

  it('names a failure on every address of a host by its code (an AggregateError has no message)', () => {
    const everyAddress = Object.assign(new AggregateError([], ''), { code: 'ECONNREFUSED' });
    expect(networkFailureText(new TypeError('fetch failed', { cause: everyAddress }))).toBe(
      'fetch failed (ECONNREFUSED)',
    );
    expect(networkFailureText(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(networkFailureText(new Error('fetch failed'))).toBeNull();
  });

  it('keeps the stack of anything else fetch throws (a bug, not the network)', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const bug = new RangeError('broken fetch double');
    const api = createApiClient({
      fetch: jest.fn(async () => {
        throw bug;
      }),
    });
    await expect(api.getMainPage()).rejects.toMatchObject({ code: 'network_error' });
    expect(spy).toHaveBeenCalledWith('[api-client] network failure', 'GET', '/api/main-page', bug);
    spy.mockRestore();
  });

  it('rejects a cancelled request with ApiCancelledError, without logging', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const controller = new AbortController();
    const fetch = jest.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(Object.assign(new Error('aborted'), { name: 'AbortError' })),
          );
        }),
    );
    const api = createApiClient({ fetch });
    const pending = api.getPickupPointsList({ per_page: 50 }, { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiCancelledError);
    expect(isCancelled(error)).toBe(true);
    expect(spy).not.toHaveBeenCalled();
    await expect(api.getMainPage({ signal: controller.signal })).rejects.toBeInstanceOf(
      ApiCancelledError,
    );
  });

  it('a cancelled first caller does not cancel the CSRF token the next caller waits for', async () => {
    let answerToken: (response: Response) => void = () => undefined;
    const tokenAnswer = new Promise<Response>((resolve) => (answerToken = resolve));
    const { fetch, calls } = mockFetch([
      (call) =>
        new Promise<Response>((resolve, reject) => {
          call.init.signal?.addEventListener('abort', () =>
            reject(Object.assign(new Error('aborted'), { name: 'AbortError' })),
          );
          void tokenAnswer.then(resolve);
        }),
      () => json(200, { result: true, cartData: { totalProducts: 3 } }),
    ]);
    const api = createApiClient({ fetch });
    const superseded = new AbortController();
    const first = api.calculateCart({}, { signal: superseded.signal });
    const second = api.calculateCart({}, { signal: new AbortController().signal });
    superseded.abort();
    answerToken(json(200, { csrfToken: 't1' }));
    await expect(first).rejects.toBeInstanceOf(ApiCancelledError);
    await expect(second).resolves.toMatchObject({ cartData: { totalProducts: 3 } });
    expect(calls.map((c) => c.url)).toEqual(['/api/token', '/api/cart/calculate']);
  });

  it('lists countries and searches cities of the location popup', async () => {
    const { fetch, calls } = mockFetch([
      () => json(200, { countries: [{ code: 'RU', name: 'Россия' }] }),
      () => json(200, { cities: [] }),
    ]);
    const api = createApiClient({ fetch });
    await expect(api.getCountries()).resolves.toEqual({
      countries: [{ code: 'RU', name: 'Россия' }],
    });
    await api.getCities('RU', 'санкт петер');
    expect(calls.map((c) => c.url)).toEqual([
      '/api/location/countries',
      '/api/location/cities?country=RU&q=%D1%81%D0%B0%D0%BD%D0%BA%D1%82+%D0%BF%D0%B5%D1%82%D0%B5%D1%80',
    ]);
  });

  it('shows the answer headers to a caller that asks (the domain-redirect header)', async () => {
    const { fetch } = mockFetch([
      () =>
        Object.assign(json(200, { menu: [] }), {
          headers: new Headers({ 'x-shop-domain-redirect': 'shop.test.ru' }),
        }),
    ]);
    const api = createApiClient({ fetch });
    let redirect: string | null = null;
    await api.getCommonData(
      {},
      { onHeaders: (headers) => (redirect = headers.get('x-shop-domain-redirect')) },
    );
    expect(redirect).toBe('shop.test.ru');
  });

  it('serializes array query parameters as key[]', async () => {
    const { fetch, calls } = mockFetch([
      () => json(200, { data: { items: [], next_cursor: null, total: 0, per_page: 50 } }),
    ]);
    const api = createApiClient({ fetch });
    await api.getPickupPointsList({ provider: ['cdek', '5post'], per_page: 50 });
    expect(calls[0]!.url).toBe(
      '/api/api/pickup-points/list/?provider%5B%5D=cdek&provider%5B%5D=5post&per_page=50',
    );
  });

  it('returns data.data from services', async () => {
    const { fetch } = mockFetch([
      () =>
        json(200, {
          data: { data: { key: 'delivery', title: 'Доставка', body: '', locale: 'ru' } },
        }),
    ]);
    await expect(createApiClient({ fetch }).getService('delivery')).resolves.toMatchObject({
      title: 'Доставка',
    });
  });
});
