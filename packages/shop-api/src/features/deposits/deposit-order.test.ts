import type { DevOrderDepositsResponse, OrderCreateResponse, OrderSuccessData } from '@shop/types';
import { courierOrder } from '../../testing/courier-order';
import { recordMail, settleOrder } from '../../testing/gift-deposits';
import { Agent, type TestServer, startTestServer } from '../../testing/test-server';

let server: TestServer;
let agent: Agent;

beforeAll(async () => {
  server = await startTestServer();
  agent = new Agent(server.url);
  await agent.token();
});
afterAll(() => server.close());

const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

const order = (deposit: Record<string, unknown>, email = 'buyer@example.com') =>
  agent.post<OrderCreateResponse>('/order/deposits/create', {
    deposits: [{ amount: 5000, designId: 1, sendDate: null, ...deposit }],
    email,
    phone: '+79995554433',
    fio: 'Покупатель',
  });

describe('POST /order/deposits/create: recipient and send date', () => {
  it("refuses the buyer's own email as the recipient and a send date in the past", async () => {
    const own = await order({ recipientEmail: 'Buyer@Example.com' });
    expect(own.body.result).toBeNull();
    expect(own.body.errors).toHaveProperty(['deposits.0.recipientEmail']);
    const past = await order({ sendDate: isoDay(-2) });
    expect(past.body.errors).toHaveProperty(['deposits.0.sendDate']);
    const unreal = await order({ sendDate: '2031-02-30' });
    expect(unreal.body.errors).toHaveProperty(['deposits.0.sendDate']);
  });

  it('accepts a future send date and a recipient; once paid the test hook tells the gift codes', async () => {
    const ok = await order({
      sendDate: isoDay(3),
      recipientEmail: 'friend@example.com',
      message: 'С днём рождения!',
    });
    expect(ok.body.error).toBeNull();
    const orderId = ok.body.result?.orderId ?? 0;
    recordMail(server);
    await settleOrder(server, orderId);
    const codes = await server.hooks.request<DevOrderDepositsResponse>(
      'GET',
      `/order-deposits/${orderId}`,
    );
    expect(codes.body.deposits).toEqual([
      { id: expect.stringMatching(/^GD-\w{10}$/), authCode: expect.stringMatching(/^\d{4}$/) },
    ]);
    // Its thank-you page names what was bought: the order has no product lines.
    const success = await agent.get<OrderSuccessData>(`/order/success-data/${orderId}`);
    expect(success.body).toMatchObject({ lines: [], giftCertificates: [{ amount: 5000 }] });
    expect((await server.hooks.request('GET', '/order-deposits/0')).status).toBe(400);
    expect((await server.hooks.request('GET', '/order-deposits/abc')).status).toBe(400);
    expect((await server.hooks.request('GET', '/order-deposits/99999')).status).toBe(404);
  });

  it('answers 400 to malformed deposit orders', async () => {
    for (const body of [
      {},
      { deposits: [], email: 'a@b.cc', phone: '+79995554433', fio: 'X' },
      {
        deposits: [{ amount: 'much', designId: 1, sendDate: null }],
        email: 'a@b.cc',
        phone: '+79995554433',
        fio: 'X',
      },
      // A fraction of a rouble could never be paid (confirmations carry whole amounts).
      {
        deposits: [{ amount: 1000.5, designId: 1, sendDate: null }],
        email: 'a@b.cc',
        phone: '+79995554433',
        fio: 'X',
      },
      {
        deposits: [{ amount: 5000, designId: 'classic', sendDate: null }],
        email: 'a@b.cc',
        phone: '+79995554433',
        fio: 'X',
      },
    ]) {
      expect((await agent.post('/order/deposits/create', body)).status).toBe(400);
    }
  });
});

describe('gift certificates on the English storefront', () => {
  // Its certificate pages are blocked; its API sold certificates in dollars to direct calls.
  it('are neither sold nor put into a cart there', async () => {
    const english = new Agent(server.url, 'en');
    await english.token();
    const bought = await english.post<OrderCreateResponse>('/order/deposits/create', {
      deposits: [{ amount: 200000, designId: 1, sendDate: null }],
      email: 'buyer@example.com',
      phone: '+79995554433',
      fio: 'Buyer',
    });
    expect(bought.status).toBe(404);
    expect(bought.body).toMatchObject({ error: { code: 'not_found' } });
    const carted = await english.post('/cart/add-deposit', {
      deposit: { amount: 5000, designId: 1, sendDate: null },
    });
    expect(carted.status).toBe(404);
    expect(
      (await english.post<{ cartData: { deposits: unknown[] } }>('/cart/calculate', {})).body
        .cartData.deposits,
    ).toEqual([]);
  });

  it('are not ordered there from a cart filled on the Russian storefront', async () => {
    // A second attack pass put one into the cart on .ru and ordered it on .com, in dollars.
    const phone = '+79990000741';
    const buyer = new Agent(server.url);
    await buyer.login(phone, server.hooks);
    await buyer.post('/cart/add-deposit', {
      deposit: { amount: 5000, designId: 1, sendDate: null },
    });
    const depositsNow = () =>
      server.app.shopContext.db.selectFrom('deposits').select('id').execute();
    const before = await depositsNow();
    const ordered = await buyer.request<OrderCreateResponse>(
      'POST',
      '/order/create/v2',
      { ...courierOrder(phone), delivery_method_id: 4 },
      { headers: { 'X-Shop-Storefront': 'en' } },
    );
    expect(ordered.status).toBe(404);
    expect(await depositsNow()).toEqual(before);
  });
});
