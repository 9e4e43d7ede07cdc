/**
 * An unpaid order holds its stock, so one customer may keep only a few open: an attack pass
 * emptied a product's stock with two cash-on-delivery orders from one login, and nothing stopped
 * it repeating. The customer is the account, the session or the phone.
 */
import type { OrderCreateResponse } from '@shop/types';
import { buyableProduct } from '../../testing/buyable-product';
import { courierOrder } from '../../testing/courier-order';
import { Agent, type TestServer, startTestServer } from '../../testing/test-server';
import { MAX_UNPAID_ORDERS_PER_DAY } from './order-routes';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

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
  // (Confirmed directly: a second code for the phone would wait for the resend timer.)
  await server.app.shopContext.db
    .updateTable('sessions')
    .set({ confirmed_phone: phone })
    .where('id', '=', guest.cookie('shop_sid')!)
    .execute();
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
