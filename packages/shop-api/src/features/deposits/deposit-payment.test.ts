/**
 * A gift certificate is worth nothing until its order is paid (issue #20, item 4): its code is
 * issued and mailed after a verified payment confirmation, activation and add-to-profile refuse
 * a certificate of an unpaid, failed or cancelled order, numbers are random, and a production
 * database holds none of the demo's certificates.
 */
import type {
  CartResponse,
  OrderCreateResponse,
  GiftDepositAddToProfileResponse,
  GiftDepositResponse,
  ProfileCertificatesResponse,
} from '@shop/types';
import { demoDataIn } from '../../seed/demo-data';
import { buyableProduct } from '../../testing/buyable-product';
import { buyDeposits, depositsOf, recordMail, settleOrder } from '../../testing/gift-deposits';
import { Agent, type TestServer, startTestServer } from '../../testing/test-server';

const MARIA = '+79990000001';
const INVALID = 'Неверный код активации';
const NOT_PAID = 'Сертификат недействителен: его заказ не оплачен';

let server: TestServer;
/** Logged in once: a phone gets one login code per 30 s. */
let maria: Agent;

beforeAll(async () => {
  server = await startTestServer();
  recordMail(server);
  maria = new Agent(server.url);
  await maria.login(MARIA, server.hooks);
});
afterAll(() => server.close());

const profileCodes = async (agent: Agent): Promise<string[]> =>
  (await agent.get<ProfileCertificatesResponse>('/profile/certificates')).body.certificates.map(
    (c) => c.code,
  );

describe('a gift certificate of an unpaid order', () => {
  it('has no code until a verified payment: nothing activates, enters a profile or is spent', async () => {
    const buyer = maria;
    // The attacker's order: 20 × 200 000 ₽, never paid.
    const orderId = await buyDeposits(buyer, Array<number>(20).fill(200_000));
    const unpaid = await depositsOf(server, orderId);
    expect(unpaid).toHaveLength(20);
    expect(unpaid.every((d) => d.auth_code === '')).toBe(true);
    const [first] = unpaid;
    const id = first!.id;

    for (const code of ['0000', '1234']) {
      const shown = await buyer.post<GiftDepositResponse>(`/deposit/${id}`, { authCode: code });
      expect(shown.body).toEqual({ success: false, data: null, messages: [INVALID] });
      const added = await buyer.post<GiftDepositAddToProfileResponse>(
        `/deposit/${id}/add_to_profile`,
        { authCode: code },
      );
      expect(added.body.success).toBe(false);
    }
    expect(await profileCodes(buyer)).not.toContain(id);
    const spend = await buyer.post<CartResponse>('/cart/add-certificate', { code: id });
    expect(spend.body).toMatchObject({ result: false, code: 'certificate_not_found' });

    // A failed payment issues nothing either.
    await settleOrder(server, orderId, 'failed');
    expect((await depositsOf(server, orderId)).every((d) => d.auth_code === '')).toBe(true);
  });

  it('gets its code, mailed, once paid: then it activates and enters the profile', async () => {
    const mail = recordMail(server);
    const buyer = new Agent(server.url);
    const orderId = await buyDeposits(buyer, [7000, 3000], ['friend@example.com']);
    expect(mail).toEqual([]);
    await settleOrder(server, orderId);
    const paid = await depositsOf(server, orderId);
    expect(paid.map((d) => d.auth_code)).toEqual([
      expect.stringMatching(/^\d{4}$/),
      expect.stringMatching(/^\d{4}$/),
    ]);
    // Each certificate to its recipient, the buyer's own (no recipient) to the buyer.
    const order = await server.app.shopContext.db
      .selectFrom('orders')
      .select('data')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const { depositIds } = JSON.parse(order.data) as { depositIds: string[] };
    const recipientOf = (id: string) =>
      depositIds.indexOf(id) === 0 ? 'friend@example.com' : 'buyer@example.com';
    expect(mail).toHaveLength(2);
    for (const d of paid) {
      const sent = mail.find((m) => m.text.includes(`Номер / Number: ${d.id}`));
      expect(sent?.to).toBe(recipientOf(d.id));
      expect(sent?.text).toContain(`Код активации / Activation code: ${d.auth_code}`);
    }

    // A replayed or later confirmation issues no new codes and mails nothing.
    await settleOrder(server, orderId);
    expect(await depositsOf(server, orderId)).toEqual(paid);
    expect(mail).toHaveLength(2);

    const { id, auth_code: code } = paid[0]!;
    // Typed in lower case: the number is the same.
    const shown = await buyer.post<GiftDepositResponse>(`/deposit/${id.toLowerCase()}`, {
      authCode: code,
    });
    expect(shown.body).toMatchObject({ success: true, data: { id, activated: false } });

    const added = await maria.post<GiftDepositAddToProfileResponse>(
      `/deposit/${id}/add_to_profile`,
      { authCode: code },
    );
    expect(added.body).toEqual({ success: true, messages: [] });
    expect(await profileCodes(maria)).toContain(id);
  });

  it('is refused with its right code once its order is no longer paid (cancelled, refunded)', async () => {
    const buyer = new Agent(server.url);
    const orderId = await buyDeposits(buyer, [5000]);
    await settleOrder(server, orderId);
    const [{ id, auth_code: code }] = (await depositsOf(server, orderId)) as [
      { id: string; auth_code: string },
    ];
    // No refund route exists yet: the order's status is what a refund would set.
    await server.app.shopContext.db
      .updateTable('orders')
      .set({ status: 'cancelled' })
      .where('id', '=', orderId)
      .execute();
    const shown = await buyer.post<GiftDepositResponse>(`/deposit/${id}`, { authCode: code });
    expect(shown.body).toEqual({ success: false, data: null, messages: [NOT_PAID] });
    const added = await maria.post<GiftDepositAddToProfileResponse>(
      `/deposit/${id}/add_to_profile`,
      { authCode: code },
    );
    expect(added.body).toEqual({ success: false, messages: [NOT_PAID] });
    expect(await profileCodes(maria)).not.toContain(id);
  });
});

describe('a gift certificate bought with the cart', () => {
  /** A courier order of maria's (her phone is confirmed by her login). */
  const ORDER = {
    delivery_method_id: 1,
    payment_method_id: 13,
    phone: MARIA,
    email: 'maria@example.com',
    fio: 'Мария Иванова',
    address: 'Москва, ул. Тверская, 1',
    communication_method_id: 2,
  };
  const depositRows = () => server.app.shopContext.db.selectFrom('deposits').select('id').execute();

  it('is checked as it is added: an unknown design or a wrong e-mail is refused', async () => {
    const design = await maria.post('/cart/add-deposit', {
      deposit: { amount: 5000, designId: 999, sendDate: null },
    });
    expect(design.status).toBe(400);
    expect(design.body).toMatchObject({
      error: {
        code: 'validation_failed',
        fieldErrors: { 'deposits.0.designId': ['unknown design'] },
      },
    });
    const email = await maria.post('/cart/add-deposit', {
      deposit: { amount: 5000, designId: 1, sendDate: null, recipientEmail: 'friend@' },
    });
    expect(email.status).toBe(400);
    const cart = await maria.post<CartResponse>('/cart/calculate', {});
    expect(cart.body.cartData.deposits).toEqual([]);
  });

  it('is paid online only, stored with the order, and gets its code and mail once paid', async () => {
    const mail = recordMail(server);
    const { id: productId } = await buyableProduct(maria);
    await maria.post('/cart/add', { product_id: productId });
    const added = await maria.post<CartResponse>('/cart/add-deposit', {
      deposit: { amount: 5000, designId: 1, sendDate: null, recipientEmail: 'friend@example.com' },
    });
    expect(added.body.result).toBe(true);

    // Cash on delivery could never confirm a payment, so the certificate would never get its code.
    const cash = added.body.cartData.availablePaymentMethods.find((m) => m.id === 2);
    expect(cash).toMatchObject({
      disabled: true,
      messages: { notice: 'Подарочные сертификаты оплачиваются онлайн' },
    });
    const before = (await depositRows()).length;
    const byCash = await maria.post<OrderCreateResponse>('/order/create/v2', {
      ...ORDER,
      payment_method_id: 2,
    });
    expect(byCash.body).toMatchObject({ result: null, code: 'payment_method_unavailable' });
    // The buyer's own e-mail, known only now, is not a recipient.
    const ownMail = await maria.post<OrderCreateResponse>('/order/create/v2', {
      ...ORDER,
      email: 'friend@example.com',
    });
    expect(ownMail.body.errors).toMatchObject({
      'deposits.0.recipientEmail': ['cannot send a certificate to your own mail'],
    });
    expect(await depositRows()).toHaveLength(before);

    const created = await maria.post<OrderCreateResponse>('/order/create/v2', ORDER);
    expect(created.body.error).toBeNull();
    const orderId = created.body.result!.orderId;
    expect(created.body.result!.paymentRequired).toBe(true);
    const [deposit, ...more] = await depositsOf(server, orderId);
    expect(more).toEqual([]);
    expect(deposit).toMatchObject({ id: expect.stringMatching(/^GD-/), auth_code: '' });
    const refused = await maria.post<GiftDepositResponse>(`/deposit/${deposit!.id}`, {
      authCode: '0000',
    });
    expect(refused.body.success).toBe(false);
    expect(mail).toEqual([]);

    await settleOrder(server, orderId);
    const [paid] = await depositsOf(server, orderId);
    expect(paid!.auth_code).toMatch(/^\d{4}$/);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: 'friend@example.com' });
    expect(mail[0]!.text).toContain(`Код активации / Activation code: ${paid!.auth_code}`);
    const shown = await maria.post<GiftDepositResponse>(`/deposit/${paid!.id}`, {
      authCode: paid!.auth_code,
    });
    expect(shown.body).toMatchObject({
      success: true,
      data: { id: paid!.id, amount: 5000, senderName: 'Мария Иванова' },
    });
  });
});

describe('a gift certificate put into the cart for today, ordered after midnight', () => {
  it('is ordered and sent now instead of refused for its passed date', async () => {
    const buyer = new Agent(server.url);
    await buyer.login('+79990000077', server.hooks);
    const today = new Date().toISOString().slice(0, 10);
    const added = await buyer.post<CartResponse>('/cart/add-deposit', {
      deposit: { amount: 3000, designId: 1, sendDate: today, recipientEmail: 'kid@example.com' },
    });
    expect(added.body.result).toBe(true);
    // The night passes: the cart keeps the day it was given, which is yesterday now.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const db = server.app.shopContext.db;
    const cart = await db
      .selectFrom('carts')
      .select(['id', 'deposits'])
      .where('deposits', 'like', '%kid@example.com%')
      .executeTakeFirstOrThrow();
    expect(cart.deposits).toContain(today);
    await db
      .updateTable('carts')
      .set({ deposits: cart.deposits.replaceAll(today, yesterday) })
      .where('id', '=', cart.id)
      .execute();

    const created = await buyer.post<OrderCreateResponse>('/order/create/v2', {
      delivery_method_id: 4,
      payment_method_id: 13,
      phone: '+79990000077',
      email: 'parent@example.com',
      fio: 'Олег Петров',
      communication_method_id: 2,
    });
    expect(created.body.errors ?? {}).not.toHaveProperty(['deposits.0.sendDate']);
    expect(created.body.error).toBeNull();
    const orderId = created.body.result!.orderId;
    const mail = recordMail(server);
    await settleOrder(server, orderId);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: 'kid@example.com' });
    // Sent now: the mail names no send date (a null date is "now").
    expect(mail[0]!.text).not.toContain('Send date');
  });
});

describe('certificate numbers', () => {
  it('are random and readable, not the order id and a sequence', async () => {
    const buyer = new Agent(server.url);
    const orders = [await buyDeposits(buyer, [1000, 1000, 1000]), await buyDeposits(buyer, [1000])];
    const ids = (await Promise.all(orders.map((id) => depositsOf(server, id))))
      .flat()
      .map((d) => d.id);
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
    for (const id of ids) expect(id).toMatch(/^GD-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{10}$/);
    for (const orderId of orders) expect(ids.join(' ')).not.toContain(`GD-${orderId}-`);
  });
});

describe('demo certificates', () => {
  it('are seeded for the demo only: a production database has none', async () => {
    expect(await demoDataIn(server.app.shopContext.db)).toContain('gift deposits');
    const production = await startTestServer({
      production: true,
      paymentSecret: 'demo-check',
      disableRateLimit: false,
    });
    try {
      const db = production.app.shopContext.db;
      expect(await demoDataIn(db)).toEqual([]);
      expect(await db.selectFrom('deposits').select('id').execute()).toEqual([]);
      expect(await db.selectFrom('certificates').select('code').execute()).toEqual([]);
      const agent = new Agent(production.url);
      for (const [id, authCode] of [
        ['GD-1002', '1234'],
        ['GD-1004', '0000'],
      ] as const) {
        expect((await agent.post(`/deposit/${id}`, { authCode })).status).toBe(404);
      }
    } finally {
      await production.close();
    }
  });
});
