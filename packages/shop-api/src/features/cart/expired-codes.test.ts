/**
 * A promo code or certificate that expires after it was put into the cart stops counting: the
 * cart's totals leave it out, and an order placed from a page showing the old totals is refused
 * with the reason, rather than charged more than the shopper was shown (an attack pass found an
 * expired promo code still discounting orders).
 */
import type { CartResponse, OrderCreateResponse } from '@shop/types';
import { buyableProduct } from '../../testing/buyable-product';
import { Agent, type TestServer, startTestServer } from '../../testing/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const NEXT_YEAR = new Date(Date.now() + 365 * 24 * 3600_000).toISOString();
const YESTERDAY = new Date(Date.now() - 24 * 3600_000).toISOString();

const db = () => server.app.shopContext.db;

async function shopperWithOneProduct(phone: string): Promise<Agent> {
  const agent = new Agent(server.url);
  await agent.login(phone, server.hooks);
  const { id, skuId } = await buyableProduct(agent);
  await agent.post('/cart/add', { product_id: id, sku_id: skuId });
  return agent;
}

const order = (agent: Agent, phone: string) =>
  agent.post<OrderCreateResponse>('/order/create/v2', {
    delivery_method_id: 1,
    payment_method_id: 13,
    phone,
    email: 'expiry@example.com',
    fio: 'Анна Петрова',
    address: 'Москва, ул. Тверская, 1',
    communication_method_id: 2,
  });

it('an expired promo code no longer discounts, and an order is refused once, saying why', async () => {
  const phone = '+79990000711';
  const agent = await shopperWithOneProduct(phone);
  await db()
    .insertInto('promocodes')
    .values({ code: 'LASTDAY20', discount_percent: 20, expires_at: NEXT_YEAR })
    .execute();
  const applied = await agent.post<CartResponse>('/cart/add-promocode', { code: 'LASTDAY20' });
  expect(applied.body.cartData.promocodes).toHaveLength(1);
  const discounted = applied.body.cartData.finalSum.final;

  await db()
    .updateTable('promocodes')
    .set({ expires_at: YESTERDAY })
    .where('code', '=', 'LASTDAY20')
    .execute();
  const after = await agent.post<CartResponse>('/cart/calculate', {});
  expect(after.body.cartData.promocodes).toEqual([]);
  expect(after.body.cartData.finalSum.final).toBeGreaterThan(discounted);

  const refused = await order(agent, phone);
  expect(refused.body).toMatchObject({
    result: null,
    cartChanged: false,
    code: 'promocode_expired',
    error: 'Срок действия промокода истёк',
  });
  // It left the cart: were its date put back, it would not apply again by itself.
  await db()
    .updateTable('promocodes')
    .set({ expires_at: NEXT_YEAR })
    .where('code', '=', 'LASTDAY20')
    .execute();
  expect((await agent.post<CartResponse>('/cart/calculate', {})).body.cartData.promocodes).toEqual(
    [],
  );

  const placed = await order(agent, phone);
  expect(placed.body.error).toBeNull();
  const saved = await db()
    .selectFrom('orders')
    .select('final_sum')
    .where('id', '=', placed.body.result!.orderId)
    .executeTakeFirstOrThrow();
  expect(saved.final_sum).toBe(after.body.cartData.finalSum.final);
});

it('an expired certificate is not spent, and an order is refused once, saying why', async () => {
  const phone = '+79990000712';
  const agent = await shopperWithOneProduct(phone);
  await db()
    .insertInto('certificates')
    .values({
      code: 'EXPIRING-3000',
      amount: 3000,
      balance: 3000,
      currency: 'RUB',
      user_id: null,
      expires_at: NEXT_YEAR,
    })
    .execute();
  const applied = await agent.post<CartResponse>('/cart/add-certificate', {
    code: 'EXPIRING-3000',
  });
  expect(applied.body.cartData.certificates).toHaveLength(1);

  await db()
    .updateTable('certificates')
    .set({ expires_at: YESTERDAY })
    .where('code', '=', 'EXPIRING-3000')
    .execute();
  const after = await agent.post<CartResponse>('/cart/calculate', {});
  expect(after.body.cartData.certificates).toEqual([]);
  expect(after.body.cartData.finalSum.final).toBeGreaterThan(applied.body.cartData.finalSum.final);

  const refused = await order(agent, phone);
  expect(refused.body).toMatchObject({
    result: null,
    code: 'certificate_expired',
    error: 'Срок действия сертификата истёк',
  });
  expect((await order(agent, phone)).body.error).toBeNull();
  const certificate = await db()
    .selectFrom('certificates')
    .select('balance')
    .where('code', '=', 'EXPIRING-3000')
    .executeTakeFirstOrThrow();
  expect(certificate.balance).toBe(3000);
});
