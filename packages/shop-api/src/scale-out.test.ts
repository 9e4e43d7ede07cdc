/**
 * Two API instances on one database, as behind a load balancer: whatever one instance writes
 * (session, cart, order, rate-limit counts) the other serves. The instances share nothing but
 * the database: each has its own connection pool, caches and rate-limit store object. In the
 * PostgreSQL project this is one PostgreSQL schema; on SQLite, one file.
 */
import type {
  CartResponse,
  OrderCreateResponse,
  OrderSuccessData,
  ProfileInfoResponse,
} from '@shop/types';
import { AUTH_RATE_LIMIT } from './features/auth/auth-schema';
import { CartRepository } from './features/cart/cart-repository';
import { SESSION_COOKIE } from './plugins/session';
import { buyableProduct } from './testing/buyable-product';
import { Agent, type TestServer, startTestServer } from './testing/test-server';

/** Instances behind one load balancer share the payment provider's key. */
const PAYMENT_SECRET = 'scale-out-test-secret';

let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  a = await startTestServer({ paymentSecret: PAYMENT_SECRET, disableRateLimit: false });
  // The same directory: the same SQLite file or PostgreSQL schema.
  b = await startTestServer({ paymentSecret: PAYMENT_SECRET, disableRateLimit: false }, a.dir);
});
afterAll(async () => {
  await a.close();
  await b.close();
});

/** The same browser (cookies and CSRF token) sent to the other instance. */
function sameBrowserOn(server: TestServer, agent: Agent): Agent {
  const moved = new Agent(server.url);
  const sid = agent.cookie(SESSION_COOKIE);
  if (sid) moved.setCookie(SESSION_COOKIE, sid);
  moved.csrf = agent.csrf;
  return moved;
}

describe('two API instances on one database', () => {
  it('share the session, the cart and the orders', async () => {
    expect(a.url).not.toBe(b.url);
    expect(a.databaseUrl).toBe(b.databaseUrl);
    // A seeded customer: a new phone would stop at the registration step.
    const phone = '+79990000001';

    // A session created and logged in on A is valid on B.
    const onA = new Agent(a.url);
    await onA.login(phone, a.hooks);
    const onB = sameBrowserOn(b, onA);
    const profile = await onB.get<ProfileInfoResponse>('/profile/info');
    expect(profile.status).toBe(200);
    expect(profile.body.user).toMatchObject({ isAuth: true, phone });

    // A cart line added on A shows on B.
    const { id, skuId } = await buyableProduct(onA, '/rings');
    const added = await onA.post('/cart/add', { product_id: id, sku_id: skuId });
    expect(added.status).toBe(200);
    const cartOnB = await onB.post<CartResponse>('/cart/calculate', {});
    expect(cartOnB.body.cartData.totalProducts).toBe(1);

    // An order created on B is visible on A (and the cart it emptied too).
    const created = await onB.post<OrderCreateResponse>('/order/create/v2', {
      delivery_method_id: 1,
      payment_method_id: 13,
      phone,
      email: 'scale-out@example.com',
      fio: 'Анна Петрова',
      address: 'Москва, ул. Тверская, 1',
      communication_method_id: 2,
    });
    expect(created.body.error).toBeNull();
    const orderId = created.body.result!.orderId;
    const success = await onA.get<OrderSuccessData>(`/order/success-data/${orderId}`);
    expect(success.status).toBe(200);
    expect(success.body).toMatchObject({ id: orderId, phone });
    expect(success.body.lines.map((line) => line.skuId)).toEqual([skuId]);
    const cartOnA = await onA.post<CartResponse>('/cart/calculate', {});
    expect(cartOnA.body.cartData.totalProducts).toBe(0);

    // Logging out on B ends the session on A as well.
    await onB.get('/logout');
    const afterLogout = await onA.get('/profile/info');
    expect(afterLogout.status).toBe(401);
  });

  it('give one visitor one cart when its first cart calls reach both instances at once', async () => {
    const carts = [a, b].map((server) => new CartRepository(server.app.shopContext));
    // Both instances look for the session's cart, find none and create it at the same moment.
    for (let visitor = 0; visitor < 5; visitor++) {
      const sessionId = `scale-out-${visitor}-${Date.now()}`;
      const rows = await Promise.all(carts.map((repo) => repo.findOrCreate(sessionId, null)));
      expect(rows[0]!.id).toBe(rows[1]!.id);
    }
  });

  it('count one rate-limit window across instances', async () => {
    const onA = new Agent(a.url);
    await onA.token();
    const onB = sameBrowserOn(b, onA);
    // One client address of its own (the loopback edge's X-Forwarded-For is believed), so the
    // login above does not count; a bad phone sends no code, so only the address limit counts.
    const identify = (agent: Agent) =>
      agent
        .request(
          'POST',
          '/auth/identification',
          { phone: '+1 bad' },
          { headers: { 'x-forwarded-for': '198.51.100.23' } },
        )
        .then((r) => r.status);
    const half = Math.ceil(AUTH_RATE_LIMIT.max / 2);
    for (let i = 0; i < half; i++) expect(await identify(onA)).not.toBe(429);
    for (let i = half; i < AUTH_RATE_LIMIT.max; i++) expect(await identify(onB)).not.toBe(429);
    // The window is spent on both, though neither instance saw the whole of it.
    expect(await identify(onA)).toBe(429);
    expect(await identify(onB)).toBe(429);
  });
});
