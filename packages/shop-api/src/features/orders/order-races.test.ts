/**
 * Orders placed at the same moment: a cart is calculated before the order's transaction
 * begins, so two orders may both see the last unit or the same bonuses. What an order takes
 * is taken only while it is still there; otherwise its transaction ends in OrderConflict, and
 * the route answers cartChanged with the cart as it now is.
 */
import type { CartResponse, OrderCreateResponse } from '@shop/types';
import { buyableProduct, stockOf } from '../../testing/buyable-product';
import { courierOrder } from '../../testing/courier-order';
import { Agent, type TestServer, startTestServer } from '../../testing/test-server';
import { OrderConflict, OrderRepository } from './order-repository';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('takes stock only while enough is left (the repository refuses the rest)', async () => {
  const ctx = server.app.shopContext;
  const { skuId, id } = await buyableProduct(new Agent(server.url));
  await server.hooks.request('POST', '/sku-stock', { skuId, stock: 1 });
  const order = {
    userId: null,
    sessionId: 'race-test',
    kind: 'products' as const,
    status: 'new' as const,
    currency: 'RUB' as const,
    finalSum: 1,
    deliveryPrice: 0,
    deliveryMethodId: 1,
    paymentMethodId: 13,
    data: {},
    lines: [{ productId: id, skuId, name: 'x', designer: 'x', quantity: 2, price: 1, photo: null }],
    categories: {},
  };
  await expect(
    ctx.db.transaction().execute((trx) => new OrderRepository(ctx).insert(trx, order)),
  ).rejects.toBeInstanceOf(OrderConflict);
  const { stock } = await ctx.db
    .selectFrom('skus')
    .select('stock')
    .where('id', '=', skuId)
    .executeTakeFirstOrThrow();
  expect(stock).toBe(1);
});

it('spends bonuses only from a balance that still holds them', async () => {
  const ctx = server.app.shopContext;
  const maria = await ctx.db
    .selectFrom('users')
    .select(['id', 'bonus_balance'])
    .where('phone', '=', '+79990000001')
    .executeTakeFirstOrThrow();
  const orders = new OrderRepository(ctx);
  // The second of two orders calculated against the same balance.
  await ctx.db
    .transaction()
    .execute((trx) => orders.spendBonuses(trx, maria.id, maria.bonus_balance, 1));
  await expect(
    ctx.db
      .transaction()
      .execute((trx) => orders.spendBonuses(trx, maria.id, maria.bonus_balance, 1)),
  ).rejects.toBeInstanceOf(OrderConflict);
  const after = await ctx.db
    .selectFrom('users')
    .select('bonus_balance')
    .where('id', '=', maria.id)
    .executeTakeFirstOrThrow();
  expect(after.bonus_balance).toBe(0);
});

it('an order that loses the last unit to another one meanwhile fits the cart to what is left', async () => {
  const phone = '+79990000713';
  const agent = new Agent(server.url);
  await agent.login(phone, server.hooks);
  const { id, skuId } = await buyableProduct(agent);
  await server.hooks.request('POST', '/sku-stock', { skuId, stock: 1 });
  await agent.post('/cart/add', { product_id: id, sku_id: skuId });

  // The other order lands between this order's calculation and its transaction.
  const place = OrderRepository.prototype.placeCartOrder;
  const placing = jest
    .spyOn(OrderRepository.prototype, 'placeCartOrder')
    .mockImplementationOnce(async function (this: OrderRepository, order) {
      await server.hooks.request('POST', '/sku-stock', { skuId, stock: 0 });
      return place.call(this, order);
    });
  const refused = await agent.post<OrderCreateResponse>(
    '/order/create/v2',
    courierOrder(phone, 'race@example.com'),
  );
  const calls = placing.mock.calls.length;
  placing.mockRestore();

  expect(calls).toBe(1);
  expect(refused.body).toMatchObject({ result: null, cartChanged: true, code: 'cart_changed' });
  const cart = await agent.post<CartResponse>('/cart/calculate', {});
  expect(cart.body.cartData.products[String(skuId)]).toBeUndefined();
  expect(cart.body.cartData.totalProducts).toBe(0);
});

/** A logged-in shopper whose cart holds 2 of a SKU with `stock` units; its courier order. */
async function twoInTheCart(phone: string, stock: number) {
  const agent = new Agent(server.url);
  await agent.login(phone, server.hooks);
  const { id, skuId } = await buyableProduct(agent);
  await server.hooks.request('POST', '/sku-stock', { skuId, stock });
  await agent.post('/cart/add', { product_id: id, sku_id: skuId, quantity: 2 });
  const stockLeft = () => stockOf(server, skuId);
  const email = `${phone.slice(1)}@example.com`;
  return { agent, email, order: courierOrder(phone, email), stockLeft };
}

it('places one order of a cart sent twice at once: the other answers cartChanged and takes nothing', async () => {
  const { agent, email, order, stockLeft } = await twoInTheCart('+79990000714', 5);

  // The second request is placed whole between the first one's calculation and its transaction,
  // as a double submit or parallel requests interleave on PostgreSQL.
  const place = OrderRepository.prototype.placeCartOrder;
  let second: OrderCreateResponse | undefined;
  const placing = jest
    .spyOn(OrderRepository.prototype, 'placeCartOrder')
    .mockImplementationOnce(async function (this: OrderRepository, placed) {
      second = (await agent.post<OrderCreateResponse>('/order/create/v2', order)).body;
      return place.call(this, placed);
    });
  const first = (await agent.post<OrderCreateResponse>('/order/create/v2', order)).body;
  placing.mockRestore();

  expect(second?.result?.orderId).toEqual(expect.any(Number));
  expect(first).toMatchObject({ result: null, cartChanged: true, code: 'cart_changed' });
  expect(await stockLeft()).toBe(3);
  const placed = await server.app.shopContext.db
    .selectFrom('orders')
    .select('id')
    .where('data', 'like', `%${email}%`)
    .execute();
  expect(placed).toHaveLength(1);
});

it('places one order of a cart whatever the number of requests at once, and takes its stock once', async () => {
  const { agent, order, stockLeft } = await twoInTheCart('+79990000715', 10);

  // On PostgreSQL the requests' transactions overlap (five of six were placed before the cart
  // was claimed); SQLite's one writer mostly lines them up.
  const answers = await Promise.all(
    Array.from({ length: 6 }, () => agent.post<OrderCreateResponse>('/order/create/v2', order)),
  );
  const placed = answers.filter((answer) => answer.body.result?.orderId);
  expect(placed).toHaveLength(1);
  // The others found the cart emptied, or lost it to the one placed.
  for (const answer of answers.filter((a) => !a.body.result))
    expect(answer.body.code).toMatch(/^(cart_changed|cart_empty)$/);
  expect(await stockLeft()).toBe(8);
});
