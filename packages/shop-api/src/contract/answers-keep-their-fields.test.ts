/**
 * Fastify writes every answer with fast-json-stringify from the route's response schema, which
 * silently leaves out a field the schema does not declare and coerces a value to the declared
 * type (ADR 24). This suite records, for every answer of a tour through the API on both
 * storefronts, what the handler returned and what went out, and fails on any difference: a
 * field an entity's schema forgot, a null it does not allow, a number declared as text.
 */
import type { CartResponse, CatalogShowResponse, OrderCreateResponse } from '@shop/types';
import { buyableProduct } from '../testing/buyable-product';
import { buyDeposits, depositsOf, settleOrder } from '../testing/gift-deposits';
import { Agent, type TestServer, startTestServer } from '../testing/test-server';

interface SerializedAnswer {
  route: string;
  status: number | string;
  /** What the handler gave (as JSON would carry it). */
  given: unknown;
  /** What fast-json-stringify wrote. */
  written: string;
}

/** Filled by the serializer below, for every answer any route writes. */
const mockSerialized: SerializedAnswer[] = [];

// Fastify builds each route's serializer with this module: wrap it to record its input and output.
jest.mock('@fastify/fast-json-stringify-compiler', () => {
  const actual = jest.requireActual<{
    SerializerSelector: () => (
      ...factoryArgs: unknown[]
    ) => (route: { method: string; url: string; httpStatus: string }) => (data: unknown) => string;
    StandaloneSerializer: unknown;
  }>('@fastify/fast-json-stringify-compiler');
  const SerializerSelector = () => {
    const buildFactory = actual.SerializerSelector();
    return (...factoryArgs: unknown[]) => {
      const compile = buildFactory(...factoryArgs);
      return (route: { method: string; url: string; httpStatus: string }) => {
        const serialize = compile(route);
        return (data: unknown) => {
          const written = serialize(data);
          mockSerialized.push({
            route: `${route.method} ${route.url}`,
            status: route.httpStatus,
            given: data === undefined ? undefined : JSON.parse(JSON.stringify(data)),
            written,
          });
          return written;
        };
      };
    };
  };
  return Object.assign(SerializerSelector, {
    default: SerializerSelector,
    SerializerSelector,
    StandaloneSerializer: actual.StandaloneSerializer,
  });
});

/** Paths where two JSON values differ ('' is the whole value). */
function differences(given: unknown, written: unknown, path = ''): string[] {
  if (Array.isArray(given) && Array.isArray(written)) {
    if (given.length !== written.length)
      return [`${path}: ${given.length} items became ${written.length}`];
    return given.flatMap((item, index) => differences(item, written[index], `${path}[${index}]`));
  }
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (isObject(given) && isObject(written)) {
    const keys = new Set([...Object.keys(given), ...Object.keys(written)]);
    return [...keys].flatMap((key) => {
      const at = `${path}.${key}`;
      if (!(key in written)) return [`${at}: dropped`];
      if (!(key in given)) return [`${at}: added`];
      return differences(given[key], written[key], at);
    });
  }
  return Object.is(given, written)
    ? []
    : [`${path}: ${JSON.stringify(given)} became ${JSON.stringify(written)}`];
}

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ devPayments: true });
});
afterAll(() => server.close());

/**
 * Calls that answer the JSON routes with data in them, as a shopper's visit would: every route
 * whose answer holds an entity, and the others but the third-party login (/oauth), job
 * applications (multipart), refund requests and the test hooks, which the whole API suite
 * answered without a difference when run once with this recorder (ADR 24).
 */
async function tour(storefront: 'ru' | 'en'): Promise<void> {
  const guest = new Agent(server.url, storefront);
  await guest.token();
  await guest.post('/pd/frontend/common_data', {});
  await guest.get('/main-page');
  const listing = await guest.request<CatalogShowResponse>('POST', '/catalog/show', {
    url: '',
    limit: 48,
  });
  expect(listing.status).toBe(200);
  await guest.request('POST', '/tags/show', { url: '/new' });
  await guest.request('POST', '/catalog/show', { url: '/search/кольцо' });
  await guest.get('/pd/frontend/bestsellers');
  // Products of every kind the catalogue holds: variants, showcase, preorder, archive, no price.
  const kinds = [
    listing.body.result.products.find((p) => p.modifications.length > 0),
    listing.body.result.products.find((p) => p.itemCard.isShowcase),
    listing.body.result.products.find((p) => p.preorder),
    listing.body.result.products.find((p) => p.price.final === null),
    ...listing.body.result.products.slice(0, 6),
  ];
  for (const card of kinds) if (card) await guest.get(`/jewelry/${card.id}`);
  await guest.get('/designers');
  await guest.get('/designers/aurum-atelier');
  await guest.get('/trends');
  await guest.get(`/search/suggest?q=${encodeURIComponent('кол')}`);
  await guest.get('/shops');
  await guest.get('/api/v1/services/delivery');
  await guest.get('/content/pages/about');
  await guest.get('/location/countries');
  await guest.get('/location/cities?country=RU&q=%D0%9C');
  await guest.post('/location', { country_iso_code: 'RU', city: 'Москва', region: 'Москва' });
  await guest.get('/api/pickup-points/providers');
  await guest.get('/api/pickup-points/list/?per_page=5');
  await guest.get('/api/pickup-points/map/?country=RU');
  await guest.get('/image-certificates');
  await guest.get('/deposits_design');
  await guest.get('/captcha');
  await guest.post('/subscriber-exists', { email: 'maria@example.com' });
  await guest.post('/favorites/show', { favorites: [1, 2, 3] });
  await guest.post('/deposit/GD-1001', { authCode: '4821' });
  await guest.get('/health');
  await guest.post('/domain-by-country/US', { url: '/catalog' });
  await guest.post('/marketing/subscriptions', {
    email: `news-${storefront}@example.com`,
    kind: 'newsletter',
  });
  await guest.post('/marketing/price-subscriptions', {
    productId: 1,
    email: `price-${storefront}@example.com`,
    kind: 'price',
  });
  await guest.post('/marketing/stylist-consults', { name: 'Анна', phone: '+79991112233' });

  // A cart with a product, a promo code, a certificate and a gift deposit, then an order.
  const buyer = new Agent(server.url, storefront);
  const product = await buyableProduct(buyer);
  await buyer.token();
  await buyer.post('/cart/add', { product_id: product.id, sku_id: product.skuId });
  await buyer.post('/cart/calculate', { delivery_method_id: 1, payment_method_id: 2 });
  await buyer.post('/cart/add-promocode', { code: 'WELCOME10' });
  await buyer.post('/cart/add-certificate', { code: 'CERT-5000' });
  await buyer.post('/cart/add-deposit', {
    deposit: { amount: 5000, designId: 1, sendDate: null, recipientName: 'Анна', message: 'Hi' },
  });
  const cart = await buyer.post<CartResponse>('/cart/increase', { id: String(product.skuId) });
  expect(cart.body.result).toBe(true);
  // The demo customers (one per storefront: a code may not be asked for twice in a row).
  const phone = storefront === 'ru' ? '+79990000001' : '+79990000002';
  await buyer.login(phone, server.hooks);
  await buyer.post('/pd/frontend/common_data', {});
  // Online: a cart holding a gift certificate is not paid on receipt.
  const order = await buyer.post<OrderCreateResponse>('/order/create/v2', {
    delivery_method_id: 1,
    payment_method_id: 13,
    phone,
    email: 'maria@example.com',
    fio: 'Мария Иванова',
    address: 'Москва, ул. Тверская, 7',
  });
  expect(order.body.result).not.toBeNull();
  await buyer.get(`/order/success-data/${order.body.result!.orderId}`);
  await buyer.get('/profile/info');
  await buyer.get('/profile/orders');
  await buyer.get('/profile/certificates');
  await buyer.get('/profile/bonuses');
  await buyer.get('/profile/user_address');
  await buyer.get('/profile/refunds');
  await buyer.post('/profile/subscription', { isSubscribed: true });
  await buyer.post('/profile/info', {
    name: 'Мария',
    surname: 'Иванова',
    email: 'maria@example.com',
  });
  await buyer.post('/phone/send_code', { phone });
  await buyer.post('/phone/confirm', { phone, code: (await server.hooks.lastSms(phone)).code });
  await buyer.post('/location/set-country', { countryCode: storefront === 'ru' ? 'RU' : 'US' });
  await buyer.post('/favorites/1');
  await buyer.post('/favorites/merge', { items: [2, 3] });
  await buyer.request('DELETE', '/favorites/2');
  await buyer.request('DELETE', '/favorites/', { items: [3] });
  await buyer.post('/favorites/show', {});
  await buyer.post('/favorites/items', { sku_ids: [product.skuId] });

  // A gift deposit bought, paid, activated and kept in the profile (sold on the Russian
  // storefront only).
  if (storefront === 'ru') {
    const depositOrder = await buyDeposits(buyer, [3000]);
    await settleOrder(server, depositOrder);
    const [deposit] = await depositsOf(server, depositOrder);
    await buyer.post(`/deposit/${deposit!.id}`, { authCode: deposit!.auth_code });
    await buyer.post(`/deposit/${deposit!.id}/add_to_profile`, { authCode: deposit!.auth_code });
  }
  await buyer.get('/profile/certificates');
  await buyer.get('/logout');

  // A new customer: the code, then the registration.
  const newcomer = new Agent(server.url, storefront);
  await newcomer.token();
  const newPhone = storefront === 'ru' ? '+79990001234' : '+79990001235';
  await newcomer.post('/auth/identification', { phone: newPhone });
  const { code } = await server.hooks.lastSms(newPhone);
  await newcomer.post('/auth/authenticate', { phone: newPhone, code });
  await newcomer.post('/registration', {
    phone: newPhone,
    name: 'Ольга',
    surname: 'Петрова',
    email: `olga-${storefront}@example.com`,
  });
}

describe('answers keep their fields', () => {
  it('the comparison sees a dropped field, an added one and a coerced value', () => {
    expect(
      differences({ a: 1, b: { c: [1, 2], d: 'x' } }, { a: '1', b: { c: [1], e: null } }),
    ).toEqual(['.a: 1 became "1"', '.b.c: 2 items became 1', '.b.d: dropped', '.b.e: added']);
  });

  it.each(['ru', 'en'] as const)(
    'every answer of a visit to the %s storefront goes out as its handler gave it',
    async (storefront) => {
      mockSerialized.length = 0;
      await tour(storefront);
      const problems = mockSerialized.flatMap(({ route, status, given, written }) =>
        differences(given, JSON.parse(written)).map((problem) => `${route} ${status}${problem}`),
      );
      expect(problems).toEqual([]);
      // The tour got a success from the entities' routes (a route it no longer answers is not checked).
      const answered = new Set(
        mockSerialized.filter(({ status }) => /^2/.test(String(status))).map(({ route }) => route),
      );
      for (const route of [
        'POST /pd/frontend/common_data',
        'GET /main-page',
        'POST /:section/show',
        'GET /pd/frontend/bestsellers',
        'GET /jewelry/:id',
        'GET /designers',
        'GET /designers/:id',
        'GET /trends',
        'GET /search/suggest',
        'GET /shops',
        'POST /location',
        'GET /api/pickup-points/providers',
        'GET /api/pickup-points/list/',
        'GET /image-certificates',
        'GET /deposits_design',
        ...(storefront === 'ru' ? ['POST /deposit/:depositId'] : []),
        'POST /cart/add',
        'POST /cart/:action',
        'POST /order/create/v2',
        'GET /order/success-data/:id',
        'GET /profile/info',
        'GET /profile/orders',
        'GET /profile/certificates',
        'GET /profile/bonuses',
        'GET /profile/user_address',
        'POST /favorites/show',
        'POST /favorites/merge',
        'DELETE /favorites/:id',
        'DELETE /favorites/',
        'GET /health',
        'POST /domain-by-country/:code',
        'POST /marketing/subscriptions',
        'POST /marketing/price-subscriptions',
        'POST /marketing/stylist-consults',
        'POST /auth/authenticate',
        'POST /registration',
        'POST /profile/info',
        'POST /profile/subscription',
        'POST /phone/confirm',
        'POST /location/set-country',
      ])
        expect(answered).toContain(route);
    },
  );
});
