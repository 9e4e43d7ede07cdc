/**
 * Delivery to a pickup point is charged at the price the map shows for the chosen point, and an
 * order names a point that exists (an attack pass ordered to "no-such-point", at a flat 300 ₽
 * whatever the point's price).
 */
import type { CartResponse, OrderCreateResponse } from '@shop/types';
import { Agent, type TestServer, startTestServer } from '../../testing/test-server';

let server: TestServer;
let agent: Agent;
const PHONE = '+79990000321';

/** Goods under 15 000 ₽, from which delivery to a point is free. */
const cheapSku = () =>
  server.app.shopContext.db
    .selectFrom('skus')
    .innerJoin('products', 'products.id', 'skus.product_id')
    .select('skus.id')
    .where('skus.stock', '>', 0)
    .where('products.preorder', '=', 0)
    .where('products.showcase', '=', 0)
    .where('products.is_archive', '=', 0)
    .where('products.price_rub', '<', 10_000)
    .orderBy('skus.id')
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  server = await startTestServer();
  agent = new Agent(server.url);
  await agent.login(PHONE, server.hooks);
  await agent.post('/cart/add', { sku_id: (await cheapSku()).id, quantity: 1 });
});
afterAll(() => server.close());

const pointWhere = (country: string, priceRub?: number) => {
  let query = server.app.shopContext.db
    .selectFrom('pickup_points')
    .select(['id', 'code', 'price_rub'])
    .where('country_iso', '=', country);
  if (priceRub !== undefined) query = query.where('price_rub', '=', priceRub);
  return query.orderBy('sort').executeTakeFirstOrThrow();
};

/** A pickup-point order by `by` (the suite's customer by default), with the body's extra fields. */
const order = (
  pickupPoint: string | undefined,
  extra: Record<string, string> = {},
  by = { agent, phone: PHONE },
) =>
  by.agent.post<OrderCreateResponse>('/order/create/v2', {
    delivery_method_id: 2,
    // Paid online: payment on receipt is not offered for a pickup point.
    payment_method_id: 13,
    pickup_point: pickupPoint,
    phone: by.phone,
    email: 'points@example.com',
    fio: 'Анна Петрова',
    communication_method_id: 2,
    ...extra,
  });

it("charges the chosen point's price, as the map lists it", async () => {
  const point = await pointWhere('RU', 390);
  const calc = await agent.post<CartResponse>('/cart/calculate', {
    delivery_method_id: 2,
    pickup_point_id: point.id,
    delivery: { country: 'RU', city: 'Москва' },
  });
  const pickpoint = calc.body.cartData.delivery.find((d) => d.typeId === 2);
  expect(pickpoint).toMatchObject({ price: 390, selected: true });
  const free = await pointWhere('RU', 0);
  const freeCalc = await agent.post<CartResponse>('/cart/calculate', {
    pickup_point_id: free.id,
  });
  expect(freeCalc.body.cartData.delivery.find((d) => d.typeId === 2)?.price).toBe(0);
});

it('refuses a point that does not exist', async () => {
  await agent.post('/cart/calculate', { delivery: { country: 'RU', city: 'Москва' } });
  const madeUp = await order('no-such-point');
  expect(madeUp.body).toMatchObject({ result: null, code: 'validation_failed' });
  expect(madeUp.body.errors).toMatchObject({ pickup_point: ['empty pickpoint'] });
});

it("places the order with the point's price as its delivery price, the point named by its code as the checkout does", async () => {
  const point = await pointWhere('RU', 390);
  await agent.post('/cart/calculate', { delivery: { country: 'RU', city: 'Москва' } });
  const placed = await order(point.code);
  expect(placed.body.error).toBeNull();
  const row = await server.app.shopContext.db
    .selectFrom('orders')
    .select(['delivery_price', 'delivery_method_id'])
    .where('id', '=', placed.body.result!.orderId)
    .executeTakeFirstOrThrow();
  expect(row).toEqual({ delivery_price: 390, delivery_method_id: 2 });
});

it("keeps the charged point's code and address, whatever text the body names", async () => {
  const free = await pointWhere('RU', 0);
  const dear = await pointWhere('RU', 390);
  // The order before emptied the cart.
  await agent.post('/cart/add', { sku_id: (await cheapSku()).id, quantity: 1 });
  await agent.post('/cart/calculate', { delivery: { country: 'RU', city: 'Москва' } });
  const placed = await order(free.code, {
    pickpoint_number: dear.code,
    pickpoint_full_address: 'the dear point, as the attacker types it',
    pickpoint_short_address: 'the dear point',
  });
  expect(placed.body.error).toBeNull();
  const row = await server.app.shopContext.db
    .selectFrom('orders')
    .select(['delivery_price', 'data'])
    .where('id', '=', placed.body.result!.orderId)
    .executeTakeFirstOrThrow();
  const freeRow = await server.app.shopContext.db
    .selectFrom('pickup_points')
    .select(['city', 'address'])
    .where('id', '=', free.id)
    .executeTakeFirstOrThrow();
  expect(row.delivery_price).toBe(0);
  expect(JSON.parse(row.data)).toMatchObject({
    pickup_point: free.code,
    pickpoint_number: free.code,
    pickpoint_full_address: `${freeRow.city}, ${freeRow.address}`,
    pickpoint_short_address: freeRow.address,
  });
});

it('refuses a point named only by free text: there is no point to charge for', async () => {
  const dear = await pointWhere('RU', 390);
  // Another customer, whose cart never chose a point.
  const other = new Agent(server.url);
  await other.login('+79990000322', server.hooks);
  await other.post('/cart/add', { sku_id: (await cheapSku()).id, quantity: 1 });
  const textOnly = await order(
    undefined,
    { pickpoint_number: dear.code, pickpoint_full_address: 'Москва, где-то' },
    { agent: other, phone: '+79990000322' },
  );
  expect(textOnly.body).toMatchObject({ result: null, code: 'validation_failed' });
  expect(textOnly.body.errors).toMatchObject({ pickup_point: ['empty pickpoint'] });
});
