/**
 * Codes in the cart. A certificate pays what the goods need and keeps the rest of its balance
 * (an attack pass saw a 10 000 ₽ certificate emptied by a 6 000 ₽ order). A promo code or
 * certificate that stops paying after it was put into the cart (expired, or spent by another
 * order) stops counting: the cart's totals leave it out, and an order placed from a page showing
 * the old totals is refused with the reason, rather than charged more than the shopper was shown.
 */
import type { CartResponse, OrderCreateResponse } from '@shop/types';
import { buyableProduct } from '../../testing/buyable-product';
import { courierOrder } from '../../testing/courier-order';
import { Agent, type TestServer, startTestServer } from '../../testing/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const NEXT_YEAR = new Date(Date.now() + 365 * 24 * 3600_000).toISOString();
const YESTERDAY = new Date(Date.now() - 24 * 3600_000).toISOString();

const db = () => server.app.shopContext.db;

const addCertificate = (code: string, balance: number) =>
  db()
    .insertInto('certificates')
    .values({
      code,
      amount: balance,
      balance,
      currency: 'RUB',
      user_id: null,
      expires_at: NEXT_YEAR,
    })
    .execute();

const balanceOf = async (code: string) =>
  (
    await db()
      .selectFrom('certificates')
      .select('balance')
      .where('code', '=', code)
      .executeTakeFirstOrThrow()
  ).balance;

async function shopperWithOneProduct(phone: string): Promise<Agent> {
  const agent = new Agent(server.url);
  await agent.login(phone, server.hooks);
  const { id, skuId } = await buyableProduct(agent);
  await agent.post('/cart/add', { product_id: id, sku_id: skuId });
  return agent;
}

const order = (agent: Agent, phone: string) =>
  agent.post<OrderCreateResponse>('/order/create/v2', courierOrder(phone, 'expiry@example.com'));

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
  await addCertificate('EXPIRING-3000', 3000);
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
  expect(await balanceOf('EXPIRING-3000')).toBe(3000);
});

it('a certificate worth more than the goods pays for them and keeps the rest', async () => {
  const phone = '+79990000714';
  const agent = await shopperWithOneProduct(phone);
  const before = await agent.post<CartResponse>('/cart/calculate', {});
  const goods = before.body.cartData.totalSum.final;
  const balance = goods + 4000;
  await addCertificate('BIGGER-THAN-GOODS', balance);

  const applied = await agent.post<CartResponse>('/cart/add-certificate', {
    code: 'BIGGER-THAN-GOODS',
  });
  expect(applied.body.cartData.certificates).toEqual([
    { code: 'BIGGER-THAN-GOODS', amount: goods, currency: 'RUB' },
  ]);
  // Only delivery is left to pay.
  expect(applied.body.cartData.finalSum.final).toBe(before.body.cartData.deliveryPrice);

  const placed = await order(agent, phone);
  expect(placed.body.error).toBeNull();
  expect(await balanceOf('BIGGER-THAN-GOODS')).toBe(4000);
});

it('a certificate another order spent meanwhile is refused once, saying so, not charged silently', async () => {
  const firstPhone = '+79990000715';
  const secondPhone = '+79990000716';
  const first = await shopperWithOneProduct(firstPhone);
  const second = await shopperWithOneProduct(secondPhone);
  await addCertificate('SHARED-500', 500);
  for (const agent of [first, second])
    expect(
      (await agent.post<CartResponse>('/cart/add-certificate', { code: 'SHARED-500' })).body
        .cartData.certificates,
    ).toHaveLength(1);

  expect((await order(first, firstPhone)).body.error).toBeNull();
  expect(await balanceOf('SHARED-500')).toBe(0);
  const refused = await order(second, secondPhone);
  expect(refused.body).toMatchObject({
    result: null,
    code: 'certificate_used_up',
    error: 'Сертификат уже потрачен',
  });
  const cart = await second.post<CartResponse>('/cart/calculate', {});
  expect(cart.body.cartData.certificates).toEqual([]);
  expect((await order(second, secondPhone)).body.error).toBeNull();
});

it('a certificate another order spent in part is refused once when the checkout showed less to pay', async () => {
  const firstPhone = '+79990000717';
  const secondPhone = '+79990000718';
  const first = await shopperWithOneProduct(firstPhone);
  const second = await shopperWithOneProduct(secondPhone);
  // Both carts hold the same product: enough stock for both orders, so only the money differs.
  await db().updateTable('skus').set({ stock: 10 }).where('stock', '>', 0).execute();
  const goods = (await second.post<CartResponse>('/cart/calculate', {})).body.cartData.totalSum
    .final;
  // Enough for one cart and a bit: the second is left with a small rest.
  await addCertificate('SHARED-PART', goods + 300);
  for (const agent of [first, second])
    await agent.post<CartResponse>('/cart/add-certificate', { code: 'SHARED-PART' });
  const shown = (await second.post<CartResponse>('/cart/calculate', {})).body.cartData;
  expect(shown.finalSum.final).toBe(shown.deliveryPrice);

  expect((await order(first, firstPhone)).body.error).toBeNull();
  expect(await balanceOf('SHARED-PART')).toBe(300);
  const orderShowing = (amount: number, currency = 'RUB') =>
    second.post<OrderCreateResponse>('/order/create/v2', {
      ...courierOrder(secondPhone, 'expiry@example.com'),
      expectedTotal: { amount, currency },
    });
  const refused = await orderShowing(shown.finalSum.final);
  expect(refused.body).toMatchObject({
    result: null,
    code: 'total_changed',
    error: 'Сумма заказа изменилась: проверьте её и оформите заказ ещё раз',
  });
  expect(await balanceOf('SHARED-PART')).toBe(300);

  // Shown the new total, the shopper orders at it; the certificate's rest pays what it can.
  const now = (await second.post<CartResponse>('/cart/calculate', {})).body.cartData;
  expect(now.finalSum.final - now.deliveryPrice).toBe(goods - 300);
  // The same amount in another currency than the order's is not what was shown either.
  expect((await orderShowing(now.finalSum.final, 'USD')).body.code).toBe('total_changed');
  const placed = await orderShowing(now.finalSum.final);
  expect(placed.body.error).toBeNull();
  expect(await balanceOf('SHARED-PART')).toBe(0);
  const saved = await db()
    .selectFrom('orders')
    .select('data')
    .where('id', '=', placed.body.result!.orderId)
    .executeTakeFirstOrThrow();
  expect(saved.data).not.toContain('expectedTotal');
});
