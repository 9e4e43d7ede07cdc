import type {
  ApiErrorBody,
  MarketingSubscribeResponse,
  ProductSubscribeResponse,
  StylistConsultResponse,
  SubscriberExistsResponse,
} from '@shop/types';
import { Agent, type TestServer, startTestServer } from '../../testing/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const uniqueEmail = (label: string): string =>
  `${label}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;

describe('marketing platform stand-in: lists', () => {
  it('subscribes once per list and says so on a repeat; the shop then knows the subscriber', async () => {
    const agent = new Agent(server.url);
    const email = uniqueEmail('news');
    const before = await agent.post<SubscriberExistsResponse>('/subscriber-exists', { email });
    expect(before.body).toEqual({ email: false });

    const first = await agent.post<MarketingSubscribeResponse>('/marketing/subscriptions', {
      email,
      kind: 'newsletter',
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ subscribed: true, alreadySubscribed: false });
    const again = await agent.post<MarketingSubscribeResponse>('/marketing/subscriptions', {
      email: `  ${email.toUpperCase()} `,
      kind: 'newsletter',
    });
    expect(again.body).toEqual({ subscribed: true, alreadySubscribed: true });

    const after = await agent.post<SubscriberExistsResponse>('/subscriber-exists', { email });
    expect(after.body).toEqual({ email: true });
  });

  it('keeps the lists apart: the winter-sale list is not the newsletter', async () => {
    const agent = new Agent(server.url);
    const email = uniqueEmail('winter');
    const winter = await agent.post<MarketingSubscribeResponse>('/marketing/subscriptions', {
      email,
      kind: 'winter-sale',
    });
    expect(winter.body.alreadySubscribed).toBe(false);
    const sale = await agent.post<MarketingSubscribeResponse>('/marketing/subscriptions', {
      email,
      kind: 'sale',
    });
    expect(sale.body.alreadySubscribed).toBe(false);
    const exists = await agent.post<SubscriberExistsResponse>('/subscriber-exists', { email });
    expect(exists.body.email).toBe(false);
  });

  it('counts an e-mail that opted in with an order as a subscriber', async () => {
    const agent = new Agent(server.url);
    const email = uniqueEmail('order');
    await server.app.shopContext.db
      .insertInto('subscribers')
      .values({ email, created_at: new Date().toISOString() })
      .execute();
    const exists = await agent.post<SubscriberExistsResponse>('/subscriber-exists', { email });
    expect(exists.body.email).toBe(true);
  });

  it.each([
    ['a wrong e-mail', { email: 'user@host', kind: 'newsletter' }, 'email', 'error.email.invalid'],
    ['a blank e-mail', { email: '  ', kind: 'sale' }, 'email', 'error.email.empty'],
    ['an unknown list', { email: 'a@b.cd', kind: 'daily' }, 'kind', undefined],
    ['no e-mail', { kind: 'sale' }, 'email', undefined],
  ])('answers 400 with field errors for %s', async (_label, body, field, key) => {
    const response = await new Agent(server.url).post<ApiErrorBody>(
      '/marketing/subscriptions',
      body,
    );
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
    expect(response.body.error.fieldErrors?.[field]).toBeDefined();
    if (key) expect(response.body.error.fieldErrors?.[field]).toEqual([key]);
  });

  it('answers 400 (never 500) to a body that is not JSON or not an object', async () => {
    const agent = new Agent(server.url);
    const broken = await agent.request<ApiErrorBody>(
      'POST',
      '/marketing/subscriptions',
      undefined,
      {
        raw: '{"email":',
      },
    );
    expect(broken.status).toBe(400);
    expect(broken.body.error.code).toBe('invalid_json');
    const text = await agent.request<ApiErrorBody>('POST', '/marketing/subscriptions', undefined, {
      raw: 'email=a@b.cd',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(400);
  });

  it('the shop’s subscriber check rejects a wrong e-mail with a catalogue key', async () => {
    const response = await new Agent(server.url).post<ApiErrorBody>('/subscriber-exists', {
      email: 'not-an-email',
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fieldErrors).toEqual({ email: ['error.email.invalid'] });
  });
});

describe('marketing platform stand-in: product alerts and stylist requests', () => {
  it('stores a price alert once and refuses an unknown product', async () => {
    const agent = new Agent(server.url);
    const email = uniqueEmail('price');
    const body = { productId: 2, email, kind: 'price' };
    const first = await agent.post<ProductSubscribeResponse>(
      '/marketing/price-subscriptions',
      body,
    );
    expect(first.body).toEqual({ subscribed: true });
    await agent.post('/marketing/price-subscriptions', body);
    await agent.post('/marketing/price-subscriptions', { ...body, kind: 'availability' });
    const rows = await server.app.shopContext.db
      .selectFrom('marketing_product_subscriptions')
      .select('kind')
      .where('email', '=', email)
      .orderBy('kind')
      .execute();
    expect(rows).toEqual([{ kind: 'availability' }, { kind: 'price' }]);

    const unknown = await agent.post<ApiErrorBody>('/marketing/price-subscriptions', {
      ...body,
      productId: 99_999_999,
    });
    expect(unknown.status).toBe(404);
    const badId = await agent.post<ApiErrorBody>('/marketing/price-subscriptions', {
      ...body,
      productId: 'x',
    });
    expect(badId.status).toBe(400);
    expect(badId.body.error.fieldErrors?.productId).toBeDefined();
  });

  it('stores a stylist request and answers its id', async () => {
    const agent = new Agent(server.url, 'en');
    const response = await agent.post<StylistConsultResponse>('/marketing/stylist-consults', {
      name: 'Anna',
      phone: '+7 (999) 123-45-67',
      productId: 2,
      comment: 'Earrings for an evening dress',
    });
    expect(response.status).toBe(200);
    expect(response.body.requestId).toMatch(/^sc_/);
    const row = await server.app.shopContext.db
      .selectFrom('marketing_stylist_consults')
      .select(['name', 'product_id', 'storefront'])
      .where('id', '=', response.body.requestId)
      .executeTakeFirst();
    expect(row).toEqual({ name: 'Anna', product_id: 2, storefront: 'en' });
  });

  it('answers 400 with catalogue keys for a blank name and a wrong phone', async () => {
    const response = await new Agent(server.url).post<ApiErrorBody>('/marketing/stylist-consults', {
      name: ' ',
      phone: '12ab',
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fieldErrors).toEqual({
      name: ['error.name.empty'],
      phone: ['error.phone.invalid'],
    });
    const short = await new Agent(server.url).post<ApiErrorBody>('/marketing/stylist-consults', {
      name: 'Anna',
      phone: '+7 999',
    });
    expect(short.body.error.fieldErrors).toEqual({ phone: ['error.phone.invalid'] });
  });

  it('lists the stand-in under its own OpenAPI tag and prefix', async () => {
    const { body } = await new Agent(server.url).get<{
      paths: Record<string, Record<string, { tags?: string[] }>>;
    }>('/openapi.json');
    const marketingPaths = Object.entries(body.paths)
      .filter(([, methods]) => Object.values(methods).some((m) => m.tags?.includes('marketing')))
      .map(([path]) => path)
      .sort();
    expect(marketingPaths).toEqual([
      '/marketing/price-subscriptions',
      '/marketing/stylist-consults',
      '/marketing/subscriptions',
    ]);
  });
});

describe('marketing platform stand-in: rate limit', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ disableRateLimit: false });
  });
  afterAll(() => limited.close());

  it('limits one client across all marketing routes, not the shop’s calls', async () => {
    const agent = new Agent(limited.url);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const path = i % 2 ? '/marketing/subscriptions' : '/marketing/price-subscriptions';
      statuses.push((await agent.post(path, { email: 'bad', kind: 'x' })).status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await agent.get('/health')).status).toBe(200);
  });
});
