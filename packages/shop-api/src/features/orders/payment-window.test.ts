/**
 * An online order that is not paid within the payment window is cancelled and gives back what
 * it held: before, every abandoned payment page kept its products off sale for good.
 */
import type {
  CartResponse,
  OrderCreateResponse,
  OrderSuccessDataResponse,
  ProfileBonusesResponse,
} from '@shop/types';
import { buyableProduct, stockOf } from '../../testing/buyable-product';
import { courierOrder } from '../../testing/courier-order';
import { settleOrder } from '../../testing/gift-deposits';
import { Agent, type TestServer, startTestServer } from '../../testing/test-server';
import { cancelUnpaidOrders } from './payment-window';

const MARIA = '+79990000001';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A moment past the payment window of an order placed now. */
const pastTheWindow = () =>
  Date.now() + server.app.shopContext.options.paymentWindowSeconds * 1000 + 1000;

const statusOf = async (owner: Agent, orderId: number): Promise<string> =>
  (await owner.get<OrderSuccessDataResponse>(`/order/success-data/${orderId}`)).body.status;

const certificateBalance = async (code: string): Promise<number> =>
  (
    await server.app.shopContext.db
      .selectFrom('certificates')
      .select('balance')
      .where('code', '=', code)
      .executeTakeFirstOrThrow()
  ).balance;

/** One unit of a product in the agent's cart, and its order; `payment_method_id` 13 is online. */
async function placeOrder(agent: Agent, phone: string, extra: Record<string, unknown> = {}) {
  const { id, skuId } = await buyableProduct(agent);
  await agent.post<CartResponse>('/cart/add', { product_id: id, sku_id: skuId });
  const placed = await agent.post<OrderCreateResponse>('/order/create/v2', {
    ...courierOrder(phone, 'window@example.com'),
    ...extra,
  });
  expect(placed.body.error).toBeNull();
  return { orderId: placed.body.result!.orderId, skuId };
}

it('cancels an online order unpaid past its window and gives back its stock, bonuses and certificate', async () => {
  const maria = new Agent(server.url);
  await maria.login(MARIA, server.hooks);
  const { id, skuId } = await buyableProduct(maria);
  const stockBefore = await stockOf(server, skuId);
  const bonusesBefore = (await maria.get<ProfileBonusesResponse>('/profile/bonuses')).body.bonuses
    .balance;
  const certificateBefore = await certificateBalance('CERT-MARIA');

  await maria.post('/cart/add', { product_id: id, sku_id: skuId });
  await maria.post('/cart/add-certificate', { code: 'CERT-MARIA' });
  const calc = await maria.post<CartResponse>('/cart/calculate', { spend_bonuses: true });
  expect(calc.body.cartData.bonuses.spent).toBeGreaterThan(0);
  const placed = await maria.post<OrderCreateResponse>('/order/create/v2', {
    ...courierOrder(MARIA, 'maria@example.com'),
    spendBonuses: true,
  });
  expect(placed.body.result).toMatchObject({ paymentRequired: true });
  const orderId = placed.body.result!.orderId;
  // Placed: it holds a unit, the bonuses and part of the certificate.
  expect(await stockOf(server, skuId)).toBe(stockBefore - 1);
  expect(await certificateBalance('CERT-MARIA')).toBeLessThan(certificateBefore);

  // Within the window nothing happens.
  expect(await cancelUnpaidOrders(server.app.shopContext)).not.toContain(orderId);
  expect(await statusOf(maria, orderId)).toBe('awaiting_payment');

  expect(await cancelUnpaidOrders(server.app.shopContext, pastTheWindow())).toContain(orderId);
  expect(await statusOf(maria, orderId)).toBe('cancelled');
  expect(await stockOf(server, skuId)).toBe(stockBefore);
  expect(await certificateBalance('CERT-MARIA')).toBe(certificateBefore);
  const bonuses = await maria.get<ProfileBonusesResponse>('/profile/bonuses');
  expect(bonuses.body.bonuses.balance).toBe(bonusesBefore);
  expect(bonuses.body.history[0]).toMatchObject({
    amount: calc.body.cartData.bonuses.spent,
    description: `Возврат: заказ № ${orderId} не оплачен и отменён`,
  });
  // Given back once, however many sweeps (or API instances) see it.
  expect(await cancelUnpaidOrders(server.app.shopContext, pastTheWindow())).not.toContain(orderId);
  expect(await stockOf(server, skuId)).toBe(stockBefore);

  // Its page says so, with nothing to pay; a payment that comes anyway is not applied.
  const page = await maria.get<OrderSuccessDataResponse>(`/order/success-data/${orderId}`);
  expect(page.body).toMatchObject({ status: 'cancelled', retryUrl: null });
  const refund = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const event = await settleOrder(server, orderId);
  expect(await statusOf(maria, orderId)).toBe('cancelled');
  expect(refund).toHaveBeenCalledWith(expect.stringMatching(`order ${orderId} was paid after`));
  // The provider's retry of the same event asks for no second refund.
  await settleOrder(server, orderId, 'succeeded', event);
  expect(refund).toHaveBeenCalledTimes(1);
  refund.mockRestore();
});

it('keeps orders paid on receipt, paid ones, and a failed payment within its window', async () => {
  const buyer = new Agent(server.url);
  const phone = '+79990000761';
  await buyer.login(phone, server.hooks);
  const onReceipt = await placeOrder(buyer, phone, { payment_method_id: 2 });
  expect(await statusOf(buyer, onReceipt.orderId)).toBe('new');
  const paid = await placeOrder(buyer, phone);
  await settleOrder(server, paid.orderId);
  const failed = await placeOrder(buyer, phone);
  await settleOrder(server, failed.orderId, 'failed');
  expect(await statusOf(buyer, failed.orderId)).toBe('payment_failed');

  const swept = await cancelUnpaidOrders(server.app.shopContext);
  expect(swept).not.toContain(failed.orderId);
  const later = await cancelUnpaidOrders(server.app.shopContext, pastTheWindow());
  expect(later).toContain(failed.orderId);
  expect(later).not.toContain(onReceipt.orderId);
  expect(later).not.toContain(paid.orderId);
  expect(await statusOf(buyer, onReceipt.orderId)).toBe('new');
  expect(await statusOf(buyer, paid.orderId)).toBe('paid');
});
