/**
 * Refund requests (ADR 0026), as the customer and as an attacker: only the order's owner,
 * only items of that order, never more than bought less what earlier requests asked for, only
 * paid or pay-on-receipt product orders; bank details asked for orders paid in roubles.
 */
import type {
  ApiErrorBody,
  OrderLine,
  ProfileInfoResponse,
  ProfileRefundsResponse,
  RefundCreateResponse,
  RegistrationResponse,
} from '@shop/types';
import { Agent, type TestServer, startTestServer } from '../../testing/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let phoneSeq = 0;
const freshPhone = (): string =>
  `+7999${String(Date.now()).slice(-5)}${String(phoneSeq++).padStart(2, '0')}`;

async function customer(storefront: 'ru' | 'en' = 'ru'): Promise<{ agent: Agent; userId: number }> {
  const agent = new Agent(server.url, storefront);
  const phone = freshPhone();
  await agent.login(phone, server.hooks);
  const registered = await agent.post<RegistrationResponse>('/registration', {
    phone,
    name: 'Анна',
    surname: 'Тестова',
    email: `refunds-${phone.slice(1)}@example.com`,
  });
  expect(registered.body).toMatchObject({ success: true });
  // Login rotates the session and its CSRF token; a browser refetches it the same way.
  await agent.token();
  const info = await agent.get<ProfileInfoResponse>('/profile/info');
  return { agent, userId: Number(info.body.user.id) };
}

const LINES: OrderLine[] = [
  {
    productId: 1,
    skuId: 501,
    name: 'Кольцо',
    designer: 'D',
    quantity: 2,
    price: 1000,
    photo: null,
  },
  {
    productId: 2,
    skuId: 502,
    name: 'Серьги',
    designer: 'D',
    quantity: 1,
    price: 2000,
    photo: null,
  },
];

/** An order of the customer's written as checkout leaves it. */
async function orderOf(
  userId: number | null,
  status = 'paid',
  kind = 'products',
  currency = 'RUB',
): Promise<number> {
  const { id } = await server.app.shopContext.db
    .insertInto('orders')
    .values({
      user_id: userId,
      session_id: 'test',
      kind,
      status,
      currency,
      final_sum: 4000,
      delivery_price: 0,
      delivery_method_id: 1,
      payment_method_id: 13,
      data: '{}',
      lines: JSON.stringify(LINES),
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

const BANK = { inn: '7707083893', bik: '044525225', account: '40817810099910004312' };
const request = (items = [{ skuId: 501, quantity: 1 }], extra: object = {}) => ({
  items,
  reason: 'Не подошёл размер',
  bank: BANK,
  ...extra,
});

const storedRefunds = (orderId: number) =>
  server.app.shopContext.db
    .selectFrom('refund_requests')
    .selectAll()
    .where('order_id', '=', orderId)
    .execute();

describe('refund requests: the customer', () => {
  it('files one for items of their paid order and sees it with its state', async () => {
    const { agent, userId } = await customer();
    const orderId = await orderOf(userId);
    const filed = await agent.post<RefundCreateResponse>(
      `/profile/orders/${orderId}/refunds`,
      request([{ skuId: 501, quantity: 2 }]),
    );
    expect(filed.status).toBe(200);
    expect(filed.body.refund).toMatchObject({
      orderId,
      status: 'new',
      reason: 'Не подошёл размер',
      items: [{ skuId: 501, quantity: 2 }],
    });
    // Bank details are kept for the transfer, never sent back.
    expect(JSON.stringify(filed.body)).not.toContain(BANK.account);
    const [row] = await storedRefunds(orderId);
    expect(row).toMatchObject({ user_id: userId, bank_inn: BANK.inn, bank_account: BANK.account });

    const listed = await agent.get<ProfileRefundsResponse>('/profile/refunds');
    expect(listed.body.refunds).toEqual([filed.body.refund]);
  });

  it('needs no bank details for an order paid in dollars and stores none it is sent', async () => {
    const { agent, userId } = await customer('en');
    const orderId = await orderOf(userId, 'new', 'products', 'USD');
    const filed = await agent.post<RefundCreateResponse>(`/profile/orders/${orderId}/refunds`, {
      items: [{ skuId: 502, quantity: 1 }],
      reason: 'Changed my mind',
    });
    expect(filed.status).toBe(200);
    const withBank = await customer('en');
    const otherOrder = await orderOf(withBank.userId, 'paid', 'products', 'USD');
    await withBank.agent.post(`/profile/orders/${otherOrder}/refunds`, request());
    const [row] = await storedRefunds(otherOrder);
    expect(row).toMatchObject({ bank_inn: null, bank_bik: null, bank_account: null });
  });

  it("asks the bank details by the order's currency, not the storefront: a rouble order from .com", async () => {
    const { agent, userId } = await customer('en');
    const orderId = await orderOf(userId);
    const refused = await agent.post<ApiErrorBody>(`/profile/orders/${orderId}/refunds`, {
      items: [{ skuId: 502, quantity: 1 }],
      reason: 'Changed my mind',
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.error.fieldErrors ?? {})).toEqual(
      expect.arrayContaining(['bank.inn', 'bank.bik', 'bank.account']),
    );
    expect(await storedRefunds(orderId)).toHaveLength(0);
    const filed = await agent.post(`/profile/orders/${orderId}/refunds`, request());
    expect(filed.status).toBe(200);
    const [row] = await storedRefunds(orderId);
    expect(row).toMatchObject({ bank_inn: BANK.inn, bank_account: BANK.account });
  });

  it('answers the catalogued messages for no items, no reason and wrong bank details', async () => {
    const { agent, userId } = await customer();
    const orderId = await orderOf(userId);
    const empty = await agent.post<ApiErrorBody>(`/profile/orders/${orderId}/refunds`, {
      items: [],
      reason: '   ',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fieldErrors).toEqual({
      items: ['error.refund.noItems'],
      reason: ['error.refundReason.empty'],
      'bank.inn': ['error.field.empty'],
      'bank.bik': ['error.field.empty'],
      'bank.account': ['error.field.empty'],
    });
    const wrong = await agent.post<ApiErrorBody>(
      `/profile/orders/${orderId}/refunds`,
      request(undefined, {
        bank: { inn: '123', bik: '04452522', account: '4081781009991000431a' },
      }),
    );
    expect(wrong.body.error.fieldErrors).toEqual({
      'bank.inn': ['error.bank.inn.invalid'],
      'bank.bik': ['error.bank.bik.invalid'],
      'bank.account': ['error.bank.account.invalid'],
    });
    expect(await storedRefunds(orderId)).toHaveLength(0);
  });
});

describe('refund requests: the attacker', () => {
  it('is 401 without a login, and 403 without the CSRF token', async () => {
    const { userId } = await customer();
    const orderId = await orderOf(userId);
    const guest = new Agent(server.url);
    await guest.token();
    expect((await guest.post(`/profile/orders/${orderId}/refunds`, request())).status).toBe(401);
    expect((await guest.get('/profile/refunds')).status).toBe(401);
    const { agent } = await customer();
    const noToken = await agent.request('POST', `/profile/orders/${orderId}/refunds`, request(), {
      csrf: false,
    });
    expect(noToken.status).toBe(403);
    expect(await storedRefunds(orderId)).toHaveLength(0);
  });

  it("cannot file one for another customer's order, a guest order or an unknown id: 404 alike", async () => {
    const victim = await customer();
    const victimsOrder = await orderOf(victim.userId);
    const guestOrder = await orderOf(null);
    const { agent } = await customer();
    for (const id of [victimsOrder, guestOrder, 2_000_000_000]) {
      const answer = await agent.post<ApiErrorBody>(`/profile/orders/${id}/refunds`, request());
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe('not_found');
    }
    expect(await storedRefunds(victimsOrder)).toHaveLength(0);
    expect(await storedRefunds(guestOrder)).toHaveLength(0);
    // Nor does the victim's list show anything of the attacker's.
    const listed = await victim.agent.get<ProfileRefundsResponse>('/profile/refunds');
    expect(listed.body.refunds).toEqual([]);
  });

  it('cannot return items that are not in the order, or more than bought', async () => {
    const { agent, userId } = await customer();
    const orderId = await orderOf(userId);
    for (const items of [
      [{ skuId: 999, quantity: 1 }],
      [{ skuId: 501, quantity: 3 }],
      // The same SKU twice adds up: 2 + 1 is more than the 2 bought.
      [
        { skuId: 501, quantity: 2 },
        { skuId: 501, quantity: 1 },
      ],
    ]) {
      const answer = await agent.post<ApiErrorBody>(
        `/profile/orders/${orderId}/refunds`,
        request(items),
      );
      expect(answer.status).toBe(400);
      expect(answer.body.error.fieldErrors).toEqual({ items: ['error.refund.itemsUnavailable'] });
    }
    const negative = await agent.post(
      `/profile/orders/${orderId}/refunds`,
      request([{ skuId: 501, quantity: -1 }]),
    );
    expect(negative.status).toBe(400);
    const zero = await agent.post(
      `/profile/orders/${orderId}/refunds`,
      request([{ skuId: 501, quantity: 0 }]),
    );
    expect(zero.status).toBe(400);
    expect(await storedRefunds(orderId)).toHaveLength(0);
  });

  it('cannot replay a request: what was asked for is no longer returnable', async () => {
    const { agent, userId } = await customer();
    const orderId = await orderOf(userId);
    const path = `/profile/orders/${orderId}/refunds`;
    expect((await agent.post(path, request([{ skuId: 501, quantity: 1 }]))).status).toBe(200);
    expect((await agent.post(path, request([{ skuId: 501, quantity: 1 }]))).status).toBe(200);
    const replay = await agent.post<ApiErrorBody>(path, request([{ skuId: 501, quantity: 1 }]));
    expect(replay.status).toBe(400);
    expect(replay.body.error.fieldErrors).toEqual({ items: ['error.refund.itemsUnavailable'] });
    expect(await storedRefunds(orderId)).toHaveLength(2);
  });

  it('cannot take the last unit twice with simultaneous requests', async () => {
    const { agent, userId } = await customer();
    const orderId = await orderOf(userId);
    const path = `/profile/orders/${orderId}/refunds`;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => agent.post(path, request([{ skuId: 502, quantity: 1 }]))),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400, 400]);
    expect(await storedRefunds(orderId)).toHaveLength(1);
  });

  it('cannot return an unpaid, failed or cancelled order, nor a gift-certificate order', async () => {
    const { agent, userId } = await customer();
    const orders = [
      await orderOf(userId, 'awaiting_payment'),
      await orderOf(userId, 'payment_failed'),
      await orderOf(userId, 'cancelled'),
      await orderOf(userId, 'paid', 'deposits'),
    ];
    for (const id of orders) {
      const answer = await agent.post<ApiErrorBody>(`/profile/orders/${id}/refunds`, request());
      expect(answer.status).toBe(403);
      expect(await storedRefunds(id)).toHaveLength(0);
    }
  });

  it('cannot set what the server decides: the state, the owner, the order', async () => {
    const { agent, userId } = await customer();
    const orderId = await orderOf(userId);
    for (const extra of [{ status: 'refunded' }, { userId: 1 }, { orderId: 1 }]) {
      const answer = await agent.post(
        `/profile/orders/${orderId}/refunds`,
        request(undefined, extra),
      );
      expect(answer.status).toBe(400);
    }
    const bad = await agent.post('/profile/orders/abc/refunds', request());
    expect(bad.status).toBe(400);
    expect(await storedRefunds(orderId)).toHaveLength(0);
  });
});
