/**
 * A preorder and a showcase piece are bought as the cart offers them: the order takes units by
 * the cart's own availability rule (an attack pass found both could be put into a cart and
 * never ordered: "some items ran out and were removed from the cart", though nothing was).
 */
import type { CartResponse, OrderCreateResponse } from '@shop/types';
import { stockOf } from '../../testing/buyable-product';
import { Agent, type TestServer, startTestServer } from '../../testing/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A logged-in buyer (the login confirms the phone) and a courier order of theirs. */
async function buyer(phone: string) {
  const agent = new Agent(server.url);
  await agent.login(phone, server.hooks);
  const order = () =>
    agent.post<OrderCreateResponse>('/order/create/v2', {
      delivery_method_id: 1,
      payment_method_id: 2,
      phone,
      email: `${phone.slice(-7)}@example.com`,
      fio: 'Анна Петрова',
      address: 'Москва, ул. Тверская, 1',
      communication_method_id: 2,
    });
  return { agent, order };
}

/** The first SKU of a product that is not archived and has a price, by its flags. */
async function skuOf(flags: { preorder: 0 | 1; showcase: 0 | 1 }, stock?: number) {
  let query = server.app.shopContext.db
    .selectFrom('skus')
    .innerJoin('products', 'products.id', 'skus.product_id')
    .select(['skus.id as skuId', 'products.id as productId', 'skus.stock'])
    .where('products.preorder', '=', flags.preorder)
    .where('products.showcase', '=', flags.showcase)
    .where('products.is_archive', '=', 0)
    .where('products.price_rub', 'is not', null);
  if (stock !== undefined) query = query.where('skus.stock', '=', stock);
  return query.orderBy('skus.id').executeTakeFirstOrThrow();
}

it('orders a preorder without taking stock it does not have', async () => {
  const { skuId, stock } = await skuOf({ preorder: 1, showcase: 0 });
  const { agent, order } = await buyer('+79990000311');
  const added = await agent.post<CartResponse>('/cart/add', { sku_id: skuId, quantity: 2 });
  expect(added.body.result).toBe(true);
  const placed = await order();
  expect(placed.body).toMatchObject({ error: null, cartChanged: false });
  expect(placed.body.result?.orderId).toEqual(expect.any(Number));
  expect(await stockOf(server, skuId)).toBe(stock);
});

it('orders the piece on a showcase once: the product leaves the showcase, a second buyer is told and the cart says so', async () => {
  const { skuId, productId } = await skuOf({ preorder: 0, showcase: 1 }, 0);
  const first = await buyer('+79990000312');
  const second = await buyer('+79990000313');
  for (const { agent } of [first, second])
    expect(
      (await agent.post<CartResponse>('/cart/add', { sku_id: skuId, quantity: 1 })).body.result,
    ).toBe(true);

  const bought = await first.order();
  expect(bought.body).toMatchObject({ error: null });
  expect(bought.body.result?.orderId).toEqual(expect.any(Number));
  const product = await server.app.shopContext.db
    .selectFrom('products')
    .select('showcase')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  expect(product.showcase).toBe(0);

  const late = await second.order();
  expect(late.body).toMatchObject({ result: null, cartChanged: true, code: 'cart_changed' });
  // The message says the item was removed from the cart: it was.
  const cart = await second.agent.post<CartResponse>('/cart/calculate', {});
  expect(cart.body.cartData.products[String(skuId)]).toBeUndefined();
});
