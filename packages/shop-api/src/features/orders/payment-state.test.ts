import type { CartResponse, OrderCreateResponse, OrderSuccessData } from '@shop/types';
import { buyableProduct } from '../../testing/buyable-product';
import { Agent, type TestServer, startTestServer } from '../../testing/test-server';
import { isPaymentRequired } from './payment-state';

describe('isPaymentRequired (docs/product/04-states.md#when-payment-is-required)', () => {
  const online = { type: 'online' as const };
  const paidByCertificate = { finalSum: { initial: 12_000, final: 0 } };
  const toPay = { finalSum: { initial: 12_000, final: 9_000 } };

  it('on the Russian locale looks at the final initial sum', () => {
    expect(isPaymentRequired('ru', online, paidByCertificate)).toBe(true);
    expect(isPaymentRequired('ru', online, { finalSum: { initial: 0, final: 0 } })).toBe(false);
  });

  it('on the other locale looks at the global total', () => {
    expect(isPaymentRequired('en', online, paidByCertificate)).toBe(false);
    expect(isPaymentRequired('en', online, toPay)).toBe(true);
  });

  it('never for a method that is not online', () => {
    expect(isPaymentRequired('ru', { type: 'other' }, toPay)).toBe(false);
    expect(isPaymentRequired('en', { type: 'other' }, toPay)).toBe(false);
  });
});

describe('GET /order/success-data/{id} payment state', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('gives a failed payment its status and a retry URL, a paid one neither', async () => {
    const agent = new Agent(server.url);
    await agent.token();
    const phone = '+7 (999) 555-12-34';
    const order = {
      delivery_method_id: 1,
      payment_method_id: 13,
      phone,
      email: 'retry@example.com',
      fio: 'Анна Петрова',
      address: 'Москва, ул. Тверская, 1',
      communication_method_id: 2,
    };
    await agent.post('/phone/send_code', { phone });
    const sms = await server.hooks.lastSms(phone);
    await agent.post('/phone/confirm', { code: sms.code });

    const orderOnce = async (): Promise<number> => {
      const product = await buyableProduct(agent);
      await agent.post<CartResponse>('/cart/add', {
        product_id: product.id,
        sku_id: product.skuId,
      });
      const created = await agent.post<OrderCreateResponse>('/order/create/v2', order);
      expect(created.body.error).toBeNull();
      return created.body.result!.orderId;
    };
    const settle = (id: number, outcome: 'succeed' | 'fail') =>
      agent.request('POST', `/payment/dev/${id}/${outcome}`, undefined, {
        raw: 'x=1',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });

    const failedId = await orderOnce();
    const pending = await agent.get<OrderSuccessData>(`/order/success-data/${failedId}`);
    expect(pending.body).toMatchObject({ paymentStatus: 'pending', retryUrl: null });
    expect((await settle(failedId, 'fail')).headers.get('location')).toBe(
      `/order-success/${failedId}?payment=failed`,
    );
    const failed = await agent.get<OrderSuccessData>(`/order/success-data/${failedId}`);
    expect(failed.body).toMatchObject({
      paymentStatus: 'failed',
      retryUrl: `/api/payment/dev/${failedId}`,
    });

    const paidId = await orderOnce();
    await settle(paidId, 'succeed');
    const paid = await agent.get<OrderSuccessData>(`/order/success-data/${paidId}`);
    expect(paid.body).toMatchObject({ paymentStatus: 'paid', retryUrl: null });
  });
});

describe('test hook POST /sku-stock', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('sets a SKU stock and answers 400 for malformed input, 404 for an unknown SKU', async () => {
    const agent = new Agent(server.url);
    await agent.token();
    const sku = await server.app.shopContext.db
      .selectFrom('skus')
      .select(['id', 'stock'])
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const set = await server.hooks.request<{ previousStock: number; stock: number }>(
      'POST',
      '/sku-stock',
      {
        skuId: sku.id,
        stock: 0,
      },
    );
    expect(set.body).toMatchObject({ stock: 0, previousStock: sku.stock });
    expect(
      (await server.hooks.request('POST', '/sku-stock', { skuId: 'x', stock: 1 })).status,
    ).toBe(400);
    expect(
      (await server.hooks.request('POST', '/sku-stock', { skuId: 99_999_999, stock: 1 })).status,
    ).toBe(404);
  });
});
