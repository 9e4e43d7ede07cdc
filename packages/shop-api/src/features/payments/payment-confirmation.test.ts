/** Orders are paid only through a verified provider confirmation; no dev provider in production. */
import { createHmac, randomUUID } from 'node:crypto';
import { Agent, type TestServer, startTestServer } from '../../testing/test-server';
import { OrderRepository } from '../orders/order-repository';
import { SESSION_COOKIE } from '../../plugins/session';

const SECRET = 'test-payment-secret';
let production: TestServer;
let development: TestServer;

beforeAll(async () => {
  production = await startTestServer({ production: true, paymentSecret: SECRET });
  development = await startTestServer({ paymentSecret: SECRET }, production.dir + '-dev');
});
afterAll(async () => {
  await production.close();
  await development.close();
});

/** An order awaiting payment placed by the agent's session. */
async function placeOrder(server: TestServer, agent: Agent, finalSum = 5000): Promise<number> {
  await agent.token();
  return new OrderRepository(server.app.shopContext).insert(server.app.shopContext.db, {
    userId: null,
    sessionId: agent.cookie(SESSION_COOKIE)!,
    kind: 'products',
    status: 'awaiting_payment',
    currency: 'RUB',
    finalSum,
    deliveryPrice: 0,
    deliveryMethodId: 1,
    paymentMethodId: 13,
    data: {},
    lines: [],
    categories: {},
  });
}

const statusOf = async (server: TestServer, id: number) =>
  (await new OrderRepository(server.app.shopContext).byId(id))?.status;

interface Confirmation {
  orderId: number;
  amount: number;
  status: 'succeeded' | 'failed';
  eventId: string;
}

const sign = (c: Confirmation, secret = SECRET) =>
  createHmac('sha256', secret)
    .update(`${c.orderId}.${c.amount}.${c.status}.${c.eventId}`)
    .digest('hex');

const confirm = (server: TestServer, body: Confirmation, signature?: string) =>
  fetch(`${server.url}/payments/confirmation`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { 'x-payment-signature': signature }),
    },
    body: JSON.stringify(body),
  });

describe('production mode', () => {
  it('has no development payment page or outcome route', async () => {
    const agent = new Agent(production.url);
    const id = await placeOrder(production, agent);
    expect((await agent.get(`/payment/dev/${id}`)).status).toBe(404);
    expect(
      (await agent.request('POST', `/payment/dev/${id}/succeed`, undefined, { csrf: false }))
        .status,
    ).toBe(404);
    expect(await statusOf(production, id)).toBe('awaiting_payment');
  });

  it('ignores unsigned, wrongly signed and wrong-amount confirmations', async () => {
    const id = await placeOrder(production, new Agent(production.url));
    const paid: Confirmation = {
      orderId: id,
      amount: 5000,
      status: 'succeeded',
      eventId: randomUUID(),
    };
    expect((await confirm(production, paid)).status).toBe(401);
    expect((await confirm(production, paid, sign(paid, 'another-secret'))).status).toBe(401);
    expect((await confirm(production, paid, 'not-hex')).status).toBe(401);
    const cheap = { ...paid, amount: 1, eventId: randomUUID() };
    expect((await confirm(production, cheap, sign(cheap))).status).toBe(409);
    expect(await statusOf(production, id)).toBe('awaiting_payment');
  });

  it('applies a signed confirmation once; a replay changes nothing', async () => {
    const id = await placeOrder(production, new Agent(production.url));
    const failed: Confirmation = {
      orderId: id,
      amount: 5000,
      status: 'failed',
      eventId: randomUUID(),
    };
    expect((await confirm(production, failed, sign(failed))).status).toBe(200);
    expect(await statusOf(production, id)).toBe('payment_failed');
    const paid: Confirmation = {
      orderId: id,
      amount: 5000,
      status: 'succeeded',
      eventId: randomUUID(),
    };
    expect((await confirm(production, paid, sign(paid))).status).toBe(200);
    expect(await statusOf(production, id)).toBe('paid');
    const replay = await confirm(production, failed, sign(failed));
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ applied: false });
    expect(await statusOf(production, id)).toBe('paid');
    const later: Confirmation = { ...failed, eventId: randomUUID() };
    expect((await confirm(production, later, sign(later))).status).toBe(200);
    expect(await statusOf(production, id)).toBe('paid');
  });

  it('answers 400 to a malformed confirmation', async () => {
    const answer = await fetch(`${production.url}/payments/confirmation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-payment-signature': 'ab' },
      body: '{"orderId":"x"}',
    });
    expect(answer.status).toBe(400);
  });
});

describe('development provider', () => {
  it('pays through its page with a signed confirmation, only for the order owner', async () => {
    const agent = new Agent(development.url);
    const id = await placeOrder(development, agent);
    const page = await agent.get<string>(`/payment/dev/${id}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Pay successfully');
    const stranger = new Agent(development.url);
    await stranger.token();
    expect(
      (await stranger.request('POST', `/payment/dev/${id}/succeed`, undefined, { csrf: false }))
        .status,
    ).toBe(404);
    const failed = await agent.request('POST', `/payment/dev/${id}/fail`, undefined, {
      csrf: false,
    });
    expect(failed.status).toBe(303);
    expect(failed.headers.get('location')).toBe(`/order-success/${id}?payment=failed`);
    expect(await statusOf(development, id)).toBe('payment_failed');
    const paid = await agent.request('POST', `/payment/dev/${id}/succeed`, undefined, {
      csrf: false,
    });
    expect(paid.headers.get('location')).toBe(`/order-success/${id}`);
    expect(await statusOf(development, id)).toBe('paid');
    const events = await development.app.shopContext.db
      .selectFrom('payment_events')
      .selectAll()
      .execute();
    expect(events.length).toBe(2);
  });
});
