/**
 * Production without a payment provider (no SHOP_API_DEV_PAYMENTS): an order that must be paid
 * online is refused before anything is stored. It used to be placed first and refused after,
 * so the shopper lost the cart, the stock stayed taken and the certificates were spent on an
 * order nobody could pay (an attack test, 2026-11-28).
 */
import type { CartResponse, OrderCreateResponse } from '@shop/types';
import { buyableProduct, stockOf } from '../../testing/buyable-product';
import { Agent, type TestServer, startTestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  // As production answers (no provider wired), with the harness's hooks to confirm a phone.
  server = await startTestServer({ devPayments: false });
});
afterAll(() => server.close());

const ordersStored = async () =>
  (await server.app.shopContext.db.selectFrom('orders').select('id').execute()).length;

it('refuses a product order paid online before placing it: cart, stock and orders stay', async () => {
  const agent = new Agent(server.url);
  await agent.token();
  const phone = '+7 (999) 555-77-11';
  await agent.post('/phone/send_code', { phone });
  await agent.post('/phone/confirm', { code: (await server.hooks.lastSms(phone)).code });
  const product = await buyableProduct(agent);
  await agent.post<CartResponse>('/cart/add', { product_id: product.id, sku_id: product.skuId });
  const stock = await stockOf(server, product.skuId);
  const before = await ordersStored();

  const order = (paymentMethodId: number) =>
    agent.post<OrderCreateResponse>('/order/create/v2', {
      delivery_method_id: 1,
      payment_method_id: paymentMethodId,
      phone,
      email: 'no-provider@example.com',
      fio: 'Анна Петрова',
      address: 'Москва, ул. Тверская, 1',
      communication_method_id: 2,
    });

  const online = await order(13);
  expect(online.status).toBe(503);
  expect(await ordersStored()).toBe(before);
  expect(await stockOf(server, product.skuId)).toBe(stock);
  const cart = await agent.post<CartResponse>('/cart/calculate', {});
  expect(cart.body.cartData.totalProducts).toBe(1);

  // Paid on receipt, the same cart is still an order.
  const onReceipt = await order(2);
  expect(onReceipt.body.error).toBeNull();
  expect(onReceipt.body.result).toMatchObject({ paymentRequired: false });
  expect(await ordersStored()).toBe(before + 1);
});

it('refuses a gift certificate order before storing it', async () => {
  const agent = new Agent(server.url);
  await agent.token();
  const before = await ordersStored();
  const answer = await agent.post<OrderCreateResponse>('/order/deposits/create', {
    deposits: [{ amount: 1000, designId: 1, sendDate: null }],
    email: 'buyer@example.com',
    phone: '+79995554433',
    fio: 'Покупатель',
  });
  expect(answer.status).toBe(503);
  expect(await ordersStored()).toBe(before);
});
