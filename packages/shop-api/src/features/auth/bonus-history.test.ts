/**
 * The profile's bonus history lists what changed the balance, in the storefront's language:
 * the welcome bonus of a new account, the bonuses an order spent. It was one invented
 * "Welcome bonus" line for everybody, whatever their balance, in English on both storefronts.
 */
import type { CartResponse, OrderCreateResponse, ProfileBonusesResponse } from '@shop/types';
import { buyableProduct } from '../../testing/buyable-product';
import { courierOrder } from '../../testing/courier-order';
import { Agent, type TestServer, startTestServer } from '../../testing/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it("a new customer's history has the welcome bonus; an order that spends bonuses adds its line", async () => {
  const phone = '+79990000721';
  const agent = new Agent(server.url);
  await agent.login(phone, server.hooks);
  await agent.post('/registration', {
    phone,
    name: 'Анна',
    surname: 'Петрова',
    email: 'bonuses@example.com',
  });
  const fresh = await agent.get<ProfileBonusesResponse>('/profile/bonuses');
  expect(fresh.body.bonuses.balance).toBe(500);
  expect(fresh.body.history).toEqual([
    {
      id: expect.any(Number),
      date: expect.any(String),
      amount: 500,
      description: 'Приветственные бонусы',
    },
  ]);

  const { id, skuId } = await buyableProduct(agent);
  await agent.post('/cart/add', { product_id: id, sku_id: skuId });
  const calc = await agent.post<CartResponse>('/cart/calculate', { spend_bonuses: true });
  const spent = calc.body.cartData.bonuses.spent;
  expect(spent).toBeGreaterThan(0);
  const placed = await agent.post<OrderCreateResponse>('/order/create/v2', {
    ...courierOrder(phone, 'bonuses@example.com'),
    spendBonuses: true,
  });
  expect(placed.body.error).toBeNull();
  const orderId = placed.body.result!.orderId;

  const after = await agent.get<ProfileBonusesResponse>('/profile/bonuses');
  expect(after.body.bonuses.balance).toBe(500 - spent);
  expect(after.body.history.map(({ amount, description }) => ({ amount, description }))).toEqual([
    { amount: -spent, description: `Оплата заказа № ${orderId}` },
    { amount: 500, description: 'Приветственные бонусы' },
  ]);
  // The history adds up to the balance.
  expect(after.body.history.reduce((sum, line) => sum + line.amount, 0)).toBe(
    after.body.bonuses.balance,
  );
});

it("the seeded customer's history adds up to her balance, in English on the English storefront", async () => {
  const agent = new Agent(server.url, 'en');
  await agent.login('+79990000001', server.hooks);
  const bonuses = await agent.get<ProfileBonusesResponse>('/profile/bonuses');
  expect(bonuses.body.history.map(({ amount, description }) => ({ amount, description }))).toEqual([
    { amount: 2000, description: 'Earned with order No. 1' },
    { amount: 500, description: 'Welcome bonus' },
  ]);
  expect(bonuses.body.history.reduce((sum, line) => sum + line.amount, 0)).toBe(
    bonuses.body.bonuses.balance,
  );
});
