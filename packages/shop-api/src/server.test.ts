import fs from 'node:fs';
import type {
  CommonDataResponse,
  DepositDesignsResponse,
  GiftDepositResponse,
  OrderCreateResponse,
  PickupPointsListResponse,
} from '@shop/types';
import { Agent, type TestServer, startTestServer } from './testing/test-server';

let server: TestServer;
let agent: Agent;

beforeAll(async () => {
  server = await startTestServer();
  agent = new Agent(server.url);
  await agent.token();
});
afterAll(() => server.close());

describe('infrastructure', () => {
  it('GET /health, /openapi.json with the additions documented', async () => {
    expect((await agent.get('/health')).body).toEqual({ ok: true });
    const { body } = await agent.get<{ paths: Record<string, unknown> }>('/openapi.json');
    for (const path of [
      '/catalog/show',
      '/{section}/show',
      '/jewelry/{id}',
      '/designers',
      '/cart/{action}',
      '/order/create/v2',
    ]) {
      if (path !== '/catalog/show') expect(body.paths).toHaveProperty([path]);
    }
  });

  it("keeps a visitor's answers out of shared caches, and lets media be cached", async () => {
    for (const path of ['/token', '/cart', '/profile/info', '/catalog/stamp'])
      expect(`${path}: ${(await agent.get(path)).headers.get('cache-control')}`).toMatch(
        /: (private, )?no-store$/,
      );
    expect((await agent.get('/cart')).headers.get('cache-control')).toBe('private, no-store');
    const banner = await fetch(`${server.url}/media/banners/b1-desktop@1x.jpg`);
    expect(banner.status).toBe(200);
    expect(banner.headers.get('cache-control')).toMatch(/max-age=604800/);
  });

  it('answers unknown routes, oversized and malformed bodies with 4xx JSON', async () => {
    const unknown = await agent.get('/no/such/route');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { code: 'not_found' } });
    const big = await agent.request('POST', '/cart/calculate', undefined, {
      raw: JSON.stringify({ x: 'a'.repeat(300_000) }),
    });
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ error: { code: 'payload_too_large' } });
    const text = await agent.request('POST', '/cart/calculate', undefined, {
      raw: '<a/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(text.status).toBe(415);
    expect(text.body).toMatchObject({ error: { code: 'unsupported_media_type' } });
    const wrong = await agent.post('/location/set-country', { countryCode: 123456 });
    expect(wrong.status).toBe(400);
    const missing = await agent.post('/subscriber-exists', {});
    expect(missing.body).toMatchObject({
      error: { code: 'validation_failed', fieldErrors: { email: expect.any(Array) } },
    });
    const emptyJson = await agent.request('POST', '/location', undefined, { raw: '' });
    expect(emptyJson.status).toBe(400);
  });
});

describe('content and location', () => {
  it('serves static pages in ru and en, 404 for unknown slugs', async () => {
    const ru = await agent.get<{ title: string; body: string }>('/content/pages/about?locale=ru');
    expect(ru.body.title).toBe('О нас');
    const en = await agent.get<{ title: string }>('/content/pages/oferta?locale=en');
    expect(en.body.title).toBe('Public offer');
    expect((await agent.get('/content/pages/landings/loyalty-program?locale=en')).status).toBe(200);
    expect((await agent.get('/content/pages/nothing')).status).toBe(404);
    // An object's own names are no pages (they answered 200 with an empty body).
    for (const inherited of ['__proto__', 'constructor', 'toString'])
      expect((await agent.get(`/content/pages/${inherited}`)).status).toBe(404);
    expect((await agent.get('/content/pages/about?locale=de')).status).toBe(400);
  });

  it('serves services content by key', async () => {
    const { body } = await agent.get<{ data: { data: { title: string } } }>(
      '/api/v1/services/delivery',
    );
    expect(body.data.data.title).toBe('Доставка');
    expect((await agent.get('/api/v1/services/unknown')).status).toBe(404);
    for (const inherited of ['__proto__', 'constructor', 'tostring'])
      expect((await agent.get(`/api/v1/services/${inherited}`)).status).toBe(404);
  });

  it('sets the country and location, and maps countries to storefront domains', async () => {
    const local = new Agent(server.url);
    await local.token();
    const set = await local.post<{ countryChanged: boolean; currency: string }>(
      '/location/set-country',
      { countryCode: 'AE' },
    );
    expect(set.body).toMatchObject({ countryChanged: true, currency: 'AED' });
    expect(
      (
        await local.post<{ countryChanged: boolean }>('/location/set-country', {
          countryCode: 'AE',
        })
      ).body.countryChanged,
    ).toBe(false);
    const loc = await local.post<{ reload: boolean; location: { city: string } }>('/location', {
      country_iso_code: 'RU',
    });
    expect(loc.body).toMatchObject({ reload: true, location: { city: 'Москва' } });
    const domain = await local.request<{ domain: string; redirect_url: string }>(
      'POST',
      '/domain-by-country/US',
      { url: '/catalog' },
      { headers: { 'x-forwarded-host': 'shop.test.ru' } },
    );
    expect(domain.body).toMatchObject({
      domain: 'shop.test.com',
      // The other storefront's arrival carries the chosen country there (ADR 21).
      redirect_url: 'http://shop.test.com/api/location/arrive?country=US&to=%2Fcatalog',
    });
    const ru = await local.request<{ domain: string }>(
      'POST',
      '/domain-by-country/RU',
      { url: '/' },
      { headers: { 'x-forwarded-host': 'en.localhost:8080', 'x-shop-storefront': 'en' } },
    );
    expect(ru.body.domain).toBe('localhost:8080');
  });

  it('answers common data and subscriber checks', async () => {
    const { body } = await agent.post<CommonDataResponse>('/pd/frontend/common_data', {});
    expect(body.user.user.isAuth).toBe(false);
    expect(body.user.cartData.totalProducts).toBe(0);
    expect(body.menu.length).toBeGreaterThan(5);
    expect(body.locale).toMatchObject({ locale: 'ru', currency: 'RUB' });
    expect(
      (await agent.post<{ email: boolean }>('/subscriber-exists', { email: 'maria@example.com' }))
        .body.email,
    ).toBe(true);
    expect(
      (await agent.post<{ email: boolean }>('/subscriber-exists', { email: 'nobody@example.com' }))
        .body.email,
    ).toBe(false);
    expect((await agent.get<{ shops: unknown[] }>('/shops')).body.shops).toHaveLength(12);
  });
});

describe('pickup points', () => {
  it('pages the list with a cursor, 50 at most, filters providers and answers the map', async () => {
    const first = await agent.get<PickupPointsListResponse>('/api/pickup-points/list/');
    expect(first.body.data.items).toHaveLength(50);
    expect(first.body.data.total).toBeGreaterThan(100);
    const second = await agent.get<PickupPointsListResponse>(
      `/api/pickup-points/list/?cursor=${first.body.data.next_cursor}`,
    );
    expect(second.body.data.items[0]!.id).not.toBe(first.body.data.items[0]!.id);
    const cdek = await agent.get<PickupPointsListResponse>(
      '/api/pickup-points/list/?provider[]=cdek&provider[]=5post&per_page=10',
    );
    expect(cdek.body.data.items.every((p) => ['cdek', '5post'].includes(p.provider.id))).toBe(true);
    expect((await agent.get('/api/pickup-points/list/?per_page=51')).status).toBe(400);
    expect((await agent.get('/api/pickup-points/list/?cursor=!!!')).status).toBe(400);
    const map = await agent.get<{ data: { points: unknown[] } }>(
      '/api/pickup-points/map/?country=RU',
    );
    expect(map.body.data.points.length).toBeGreaterThan(0);
    expect(
      (await agent.get<{ data: unknown[] }>('/api/pickup-points/providers')).body.data,
    ).toHaveLength(4);
  });
});

describe('certificates and deposits', () => {
  it('lists designs and images, sells deposits and activates a gift deposit', async () => {
    const designs = await agent.get<DepositDesignsResponse>('/deposits_design');
    expect(designs.body.data.length).toBeGreaterThan(3);
    expect(
      (await agent.get<{ images: unknown[] }>('/image-certificates')).body.images.length,
    ).toBeGreaterThan(0);
    const order = await agent.post<OrderCreateResponse>('/order/deposits/create', {
      deposits: [{ amount: 5000, designId: 1, sendDate: null }],
      email: 'gift@example.com',
      phone: '+79995554433',
      fio: 'Гость',
    });
    expect(order.body.result?.redirectUrl).toMatch(/^\/api\/payment\/dev\/\d+$/);
    const bad = await agent.post<OrderCreateResponse>('/order/deposits/create', {
      deposits: [{ amount: 10, designId: 1, sendDate: null }],
      email: 'gift@example.com',
      phone: '+79995554433',
      fio: 'Гость',
    });
    expect(bad.body.errors).toHaveProperty(['deposits.0.amount']);

    const wrong = await agent.post<GiftDepositResponse>('/deposit/GD-1001', { authCode: '0000' });
    expect(wrong.body.success).toBe(false);
    const gift = await agent.post<GiftDepositResponse>('/deposit/GD-1001', { authCode: '4821' });
    expect(gift.body).toMatchObject({ success: true, data: { amount: 10000, activated: false } });
    expect((await agent.post('/deposit/NOPE', { authCode: '1' })).status).toBe(404);
    expect((await agent.post('/deposit/GD-1001/add_to_profile', { authCode: '4821' })).status).toBe(
      401,
    );
    const user = new Agent(server.url);
    await user.login('+79990000001', server.hooks);
    expect(
      (
        await user.post<{ success: boolean }>('/deposit/GD-1001/add_to_profile', {
          authCode: '4821',
        })
      ).body.success,
    ).toBe(true);
    expect(
      (
        await user.post<{ success: boolean }>('/deposit/GD-1001/add_to_profile', {
          authCode: '4821',
        })
      ).body.success,
    ).toBe(false);
  });
});

describe('modes and persistence', () => {
  it('keeps data across a restart, and serves no test hook on its own listener', async () => {
    const restartDir = fs.mkdtempSync(`${server.dir}-restart-`);
    const first = await startTestServer({}, restartDir);
    const a = new Agent(first.url);
    await a.token();
    await a.post('/cart/add', { product_id: 2 });
    await first.close();

    const restarted = await startTestServer({}, restartDir);
    const b = new Agent(restarted.url);
    // Same session cookie and token: the cart survived the restart.
    Object.assign(b, {
      cookies: (a as unknown as { cookies: Map<string, string> }).cookies,
      csrf: a.csrf,
    });
    const cart = await b.post<{ cartData: { totalProducts: number } }>('/cart/calculate', {});
    expect(cart.body.cartData.totalProducts).toBe(1);
    // The hooks are on (the harness asked for them), but only on their own loopback listener.
    await b.post('/auth/identification', { phone: '+79990000002' });
    expect((await restarted.hooks.lastSms('+79990000002')).code).toMatch(/^\d{4}$/);
    for (const path of ['/dev/last-sms?phone=%2B79990000002', '/last-sms?phone=%2B79990000002'])
      expect((await b.get(path)).status).toBe(404);
    await restarted.close();
  });
});
