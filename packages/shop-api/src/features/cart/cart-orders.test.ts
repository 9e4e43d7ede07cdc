import type { CartResponse, OrderCreateResponse, OrderSuccessData } from '@shop/types';
import { buyableProduct } from '../../testing/buyable-product';
import { Agent, type TestServer, startTestServer } from '../../testing/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ORDER = {
  delivery_method_id: 1,
  payment_method_id: 13,
  phone: '+7 (999) 123-45-67',
  email: 'buyer@example.com',
  fio: 'Анна Петрова',
  address: 'Москва, ул. Тверская, 1',
  communication_method_id: 2,
};

describe('CSRF', () => {
  it('answers 403 to a state-changing call without a token, and with a wrong token', async () => {
    const agent = new Agent(server.url);
    const none = await agent.post('/cart/calculate', {});
    expect(none.status).toBe(403);
    expect(none.body).toMatchObject({ error: { code: 'csrf_invalid' } });
    await agent.token();
    agent.csrf = 'wrong';
    expect((await agent.post('/cart/calculate', {})).status).toBe(403);
  });

  it('issues a token with an httpOnly SameSite=Lax session cookie', async () => {
    const response = await fetch(`${server.url}/token`);
    const body = (await response.json()) as { csrfToken: string };
    expect(body.csrfToken.length).toBeGreaterThan(20);
    const cookie = response.headers.getSetCookie()[0] ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });
});

describe('cart', () => {
  it('adds, changes quantities, removes and recalculates', async () => {
    const agent = new Agent(server.url);
    await agent.token();
    const { id, skuId } = await buyableProduct(agent);
    const add = await agent.post<CartResponse>('/cart/add', { product_id: id, sku_id: skuId });
    expect(add.status).toBe(200);
    expect(add.body.result).toBe(true);
    expect(add.body.cartData.totalProducts).toBe(1);
    const line = add.body.cartData.products[String(skuId)]!;
    expect(line.price.currency).toBe('RUB');

    const more = await agent.post<CartResponse>('/cart/increase', { id: String(skuId) });
    expect(more.body.cartData.totalProducts).toBe(2);
    const calc = await agent.post<CartResponse>('/cart/calculate', {
      delivery_method_id: 2,
      payment_method_id: 13,
      delivery: { country: 'RU', city: 'Москва' },
    });
    expect(calc.body.cartData.delivery.map((d) => d.typeId)).toEqual(
      expect.arrayContaining([1, 2, 3, 6]),
    );
    expect(calc.body.cartData.delivery.find((d) => d.selected)?.typeId).toBe(2);
    expect(calc.body.cartData.availablePaymentMethods.find((p) => p.selected)?.id).toBe(13);
    expect(calc.body.cartData.deliveryEstimations.length).toBeGreaterThan(0);
    expect(calc.body.cartData.finalSum.final).toBeGreaterThan(0);

    const removed = await agent.post<CartResponse>('/cart/remove', { id: String(skuId) });
    expect(removed.body.cartData.totalProducts).toBe(0);
    const missing = await agent.post<CartResponse>('/cart/remove', { id: String(skuId) });
    expect(missing.body).toMatchObject({ result: false, code: 'line_not_found' });
  });

  it('handles promo codes: valid, already applied, expired, not found, remove', async () => {
    const agent = new Agent(server.url);
    await agent.token();
    const { id } = await buyableProduct(agent);
    await agent.post('/cart/add', { product_id: id });
    const ok = await agent.post<CartResponse>('/cart/add-promocode', { code: 'welcome10' });
    expect(ok.body.result).toBe(true);
    expect(ok.body.cartData.promocodes[0]).toMatchObject({
      code: 'WELCOME10',
      discountPercent: 10,
    });
    expect(ok.body.cartData.finalSum.final).toBeLessThan(
      ok.body.cartData.totalSum.final + ok.body.cartData.deliveryPrice,
    );
    expect(
      (await agent.post<CartResponse>('/cart/add-promocode', { code: 'WELCOME10' })).body.code,
    ).toBe('promocode_already_applied');
    expect(
      (await agent.post<CartResponse>('/cart/add-promocode', { code: 'SUMMER2020' })).body.code,
    ).toBe('promocode_expired');
    const unknown = await agent.post<CartResponse>('/cart/add-promocode', { code: 'NOPE' });
    expect(unknown.body).toMatchObject({
      result: false,
      code: 'promocode_not_found',
      error: 'Промокод не найден',
    });
    expect(
      (await agent.post<CartResponse>('/cart/remove-promocode', { code: 'NOPE' })).body.code,
    ).toBe('promocode_not_applied');
    expect(
      (await agent.post<CartResponse>('/cart/remove-promocode', { code: 'WELCOME10' })).body.result,
    ).toBe(true);
    expect(
      (await agent.post<CartResponse>('/cart/add-certificate', { code: 'CERT-5000' })).body.cartData
        .certificates,
    ).toHaveLength(1);
  });

  it('handles deposits and the only-online-certificates cart', async () => {
    const agent = new Agent(server.url);
    await agent.token();
    const low = await agent.post<CartResponse>('/cart/add-deposit', {
      deposit: { amount: 500, designId: 1, sendDate: null },
    });
    expect(low.body.code).toBe('certificate_amount_range');
    const ok = await agent.post<CartResponse>('/cart/add-deposit', {
      deposit: { amount: 5000, designId: 1, sendDate: null },
    });
    expect(ok.body.cartData.onlyOnlineCertificates).toBe(true);
    expect(ok.body.cartData.delivery.map((d) => d.typeId)).toEqual([4]);
    expect((await agent.post<CartResponse>('/cart/remove-deposit', { index: 5 })).body.code).toBe(
      'deposit_index_out_of_range',
    );
    expect(
      (await agent.post<CartResponse>('/cart/remove-deposit', { index: 0 })).body.cartData.deposits,
    ).toHaveLength(0);
  });

  it('refuses archived, priceless and sold-out items and unknown ids', async () => {
    const agent = new Agent(server.url);
    await agent.token();
    const archived = await agent.post<CartResponse>('/cart/add', { product_id: 7 });
    expect(archived.body).toMatchObject({ result: false, code: 'not_buyable' });
    const noPrice = await agent.post<CartResponse>('/cart/add', { product_id: 5 });
    expect(noPrice.body).toMatchObject({ result: false, code: 'not_buyable' });
    expect((await agent.post('/cart/add', { product_id: 999999 })).status).toBe(404);
    expect((await agent.post('/cart/add', { sku_id: 1 })).status).toBe(404);
    expect((await agent.post('/cart/add', {})).status).toBe(400);
    expect((await agent.post('/cart/add', { product_id: 'x' })).status).toBe(400);
    expect((await agent.post('/cart/unknown-action', {})).status).toBe(400);
  });
});

describe('orders', () => {
  it('validates, requires a confirmed phone, then creates an order paid on the dev payment page', async () => {
    const agent = new Agent(server.url);
    await agent.token();
    const empty = await agent.post<OrderCreateResponse>('/order/create/v2', ORDER);
    expect(empty.body).toMatchObject({ result: null, code: 'cart_empty' });

    const { id } = await buyableProduct(agent);
    await agent.post('/cart/add', { product_id: id });
    const invalid = await agent.post<OrderCreateResponse>('/order/create/v2', {
      ...ORDER,
      email: 'bad',
      address: '',
    });
    expect(invalid.body.errors).toMatchObject({
      email: ['wrong email'],
      address: ['empty address'],
    });

    const unconfirmed = await agent.post<OrderCreateResponse>('/order/create/v2', ORDER);
    expect(unconfirmed.body.code).toBe('phone_not_confirmed');

    expect(
      (await agent.post<{ success: boolean }>('/phone/send_code', { phone: ORDER.phone })).body
        .success,
    ).toBe(true);
    const sms = await server.hooks.lastSms(ORDER.phone);
    const wrong = await agent.post<{ result: boolean; code: string }>('/phone/confirm', {
      code: sms.code === '0000' ? '1111' : '0000',
    });
    expect(wrong.body).toMatchObject({ result: false, code: 'code_invalid' });
    expect(
      (await agent.post<{ result: boolean }>('/phone/confirm', { code: sms.code })).body.result,
    ).toBe(true);

    const created = await agent.post<OrderCreateResponse>('/order/create/v2', ORDER);
    expect(created.body.error).toBeNull();
    const orderId = created.body.result!.orderId;
    expect(created.body.result!.paymentRequired).toBe(true);
    expect(created.body.result!.redirectUrl).toBe(`/api/payment/dev/${orderId}`);

    const page = await agent.get<string>(`/payment/dev/${orderId}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Pay successfully');
    const paid = await agent.request('POST', `/payment/dev/${orderId}/succeed`, undefined, {
      raw: 'x=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/order-success/${orderId}`);

    const success = await agent.get<OrderSuccessData>(`/order/success-data/${orderId}`);
    expect(success.body).toMatchObject({ id: orderId, status: 'paid', currency: 'RUB' });
    expect(success.body.analytics.products).toHaveLength(1);
    const cart = await agent.post<CartResponse>('/cart/calculate', {});
    expect(cart.body.cartData.totalProducts).toBe(0);

    const stranger = new Agent(server.url);
    expect((await stranger.get(`/order/success-data/${orderId}`)).status).toBe(404);
    expect((await agent.get('/order/success-data/999999')).status).toBe(404);
    expect((await agent.get('/order/success-data/abc')).status).toBe(400);
  });

  it('reports cartChanged when an item went out of stock meanwhile', async () => {
    const agent = new Agent(server.url);
    await agent.token();
    const { id, skuId } = await buyableProduct(agent);
    await agent.post('/cart/add', { product_id: id, sku_id: skuId });
    await server.app.shopContext.db
      .updateTable('skus')
      .set({ stock: 0 })
      .where('id', '=', skuId)
      .execute();
    const response = await agent.post<OrderCreateResponse>('/order/create/v2', ORDER);
    expect(response.body).toMatchObject({ result: null, cartChanged: true, code: 'cart_changed' });
    expect(response.body.error).toBeTruthy();
  });
});
