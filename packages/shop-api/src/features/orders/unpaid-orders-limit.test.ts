/**
 * An unpaid order holds its stock, so one customer may keep only a few open, with a few pieces in
 * all: an attack pass emptied a product's stock with two cash-on-delivery orders from one login,
 * and a later one took 20 product lines off sale with one. The customer is the account, the
 * session or the phone.
 */
import type { OrderCreateResponse } from '@shop/types';
import { buyableProduct, stockOf } from '../../testing/buyable-product';
import { courierOrder } from '../../testing/courier-order';
import { Agent, type TestServer, startTestServer } from '../../testing/test-server';
import { MAX_UNPAID_ORDERS_PER_DAY, MAX_UNPAID_PIECES } from './order-repository';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The phone confirmed in the agent's guest session (directly: a second code would wait). */
const confirmedAsGuest = async (agent: Agent, phone: string) => {
  await server.app.shopContext.db
    .updateTable('sessions')
    .set({ confirmed_phone: phone })
    .where('id', '=', agent.cookie('shop_sid')!)
    .execute();
};

const orderFrom = async (agent: Agent, phone: string) => {
  const { id, skuId } = await buyableProduct(agent);
  await agent.post('/cart/add', { product_id: id, sku_id: skuId });
  return agent.post<OrderCreateResponse>(
    '/order/create/v2',
    courierOrder(phone, 'unpaid@example.com'),
  );
};

it('refuses a customer more unpaid orders a day than the limit, by account and by phone', async () => {
  const phone = '+79990000731';
  const agent = new Agent(server.url);
  await agent.login(phone, server.hooks);
  for (let placed = 0; placed < MAX_UNPAID_ORDERS_PER_DAY; placed += 1)
    expect((await orderFrom(agent, phone)).body.error).toBeNull();

  const refused = await orderFrom(agent, phone);
  expect(refused.body).toMatchObject({ result: null, code: 'too_many_unpaid_orders' });
  expect(refused.body.error).toMatch(/неоплаченных заказов/);

  // The same phone confirmed as a guest in a new session is the same customer.
  const guest = new Agent(server.url);
  await guest.token();
  await confirmedAsGuest(guest, phone);
  expect((await orderFrom(guest, phone)).body.code).toBe('too_many_unpaid_orders');

  // Once one is paid, there is room for another.
  await server.app.shopContext.db
    .updateTable('orders')
    .set({ status: 'paid' })
    .where(
      'id',
      '=',
      (
        await server.app.shopContext.db
          .selectFrom('orders')
          .select('id')
          .where('data', 'like', `%${phone}%`)
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).id,
    )
    .execute();
  expect((await orderFrom(agent, phone)).body.error).toBeNull();
});

it("does not count another customer's unpaid orders", async () => {
  const phone = '+79990000732';
  const agent = new Agent(server.url);
  await agent.login(phone, server.hooks);
  expect((await orderFrom(agent, phone)).body.error).toBeNull();
});

it("cannot be spent on another customer's phone by naming it elsewhere in the order", async () => {
  const attackerPhone = '+79990000733';
  const victimPhone = '+79990000734';
  const attacker = new Agent(server.url);
  await attacker.login(attackerPhone, server.hooks);
  for (let placed = 0; placed < MAX_UNPAID_ORDERS_PER_DAY; placed += 1) {
    const { id, skuId } = await buyableProduct(attacker);
    await attacker.post('/cart/add', { product_id: id, sku_id: skuId });
    const order = await attacker.post<OrderCreateResponse>('/order/create/v2', {
      ...courierOrder(attackerPhone),
      x: { phone: victimPhone },
      recipient_phone: victimPhone,
    });
    expect(order.body.error).toBeNull();
  }
  const victim = new Agent(server.url);
  await victim.login(victimPhone, server.hooks);
  expect((await orderFrom(victim, victimPhone)).body.error).toBeNull();
});

it('refuses unpaid orders that would hold more pieces than the limit, and takes no stock for them', async () => {
  const phone = '+79990000735';
  const agent = new Agent(server.url);
  await agent.login(phone, server.hooks);
  // A full line (a line holds at most 10) and one piece of another product.
  const full = await buyableProduct(agent);
  const other = await buyableProduct(agent, '/rings');
  const shelf = MAX_UNPAID_PIECES * 2;
  await server.app.shopContext.db
    .updateTable('skus')
    .set({ stock: shelf })
    .where('id', 'in', [full.skuId, other.skuId])
    .execute();
  const cashOnDelivery = { ...courierOrder(phone), payment_method_id: 2 };
  const add = (product: { id: number; skuId: number }, quantity: number) =>
    agent.post('/cart/add', { product_id: product.id, sku_id: product.skuId, quantity });

  await add(full, MAX_UNPAID_PIECES);
  await add(other, 1);
  const tooMany = await agent.post<OrderCreateResponse>('/order/create/v2', cashOnDelivery);
  expect(tooMany.body).toMatchObject({ result: null, code: 'too_many_unpaid_pieces' });
  expect(tooMany.body.error).toContain(`не больше ${MAX_UNPAID_PIECES} изделий`);
  expect(await stockOf(server, full.skuId)).toBe(shelf);
  expect(await stockOf(server, other.skuId)).toBe(shelf);

  // The limit itself goes through; one more piece in a second order does not.
  await agent.post('/cart/remove', { id: String(other.skuId) });
  const atLimit = await agent.post<OrderCreateResponse>('/order/create/v2', cashOnDelivery);
  expect(atLimit.body.error).toBeNull();
  expect(await stockOf(server, full.skuId)).toBe(shelf - MAX_UNPAID_PIECES);
  await add(other, 1);
  const oneMore = await agent.post<OrderCreateResponse>('/order/create/v2', cashOnDelivery);
  expect(oneMore.body.code).toBe('too_many_unpaid_pieces');
  expect(await stockOf(server, other.skuId)).toBe(shelf);
});

it('holds one phone to the limits when its sessions, each with a cart, order at the same moment', async () => {
  const phone = '+79990000734';
  const first = new Agent(server.url);
  await first.token();
  const { id, skuId } = await buyableProduct(first);
  await server.hooks.request('POST', '/sku-stock', { skuId, stock: 100 });
  const perCart = 3;
  const sessions = await Promise.all(
    Array.from({ length: 8 }, async () => {
      const agent = new Agent(server.url);
      await agent.token();
      await confirmedAsGuest(agent, phone);
      await agent.post('/cart/add', { product_id: id, sku_id: skuId, quantity: perCart });
      return agent;
    }),
  );
  // Counted before the order's transaction, on PostgreSQL all eight were placed (24 pieces).
  const answers = await Promise.all(
    sessions.map((agent) =>
      agent.post<OrderCreateResponse>(
        '/order/create/v2',
        courierOrder(phone, 'sessions@example.com'),
      ),
    ),
  );
  const placed = answers.filter((answer) => answer.body.result?.orderId).length;
  expect(placed).toBe(Math.floor(MAX_UNPAID_PIECES / perCart));
  for (const answer of answers.filter((a) => !a.body.result))
    expect(answer.body.code).toBe('too_many_unpaid_pieces');
  expect(await stockOf(server, skuId)).toBe(100 - placed * perCart);
});
