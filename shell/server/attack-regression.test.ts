/**
 * @jest-environment node
 */
// Issue #20's attack list, replayed through the shell's edge as an attacker sends it: the shell
// in front of the API in development mode (what `npm start` runs) with the test hooks on (what
// E2E runs: the most that is ever switched on). Each request once did harm; now none does.
import type { LightMyRequestResponse } from 'fastify';
import type {
  AuthAuthenticateResponse,
  AuthIdentificationResponse,
  CartResponse,
  DepositOrderCreateResponse,
  OAuthResponse,
} from '@shop/types';
import { pastCooldown } from '../../packages/shop-api/src/testing/past-cooldown';
import { type EdgeOverApi, startEdgeOverApi } from './edge-over-api';

let edge: EdgeOverApi;
let api: EdgeOverApi['api'];
let shell: EdgeOverApi['shell'];

beforeAll(async () => {
  edge = await startEdgeOverApi();
  ({ api, shell } = edge);
});
afterAll(() => edge.close());

/**
 * A visitor of the Russian storefront with a session and its CSRF token, from its own address.
 * `cookies`: what its browser already keeps (e.g. a device cookie from an earlier login).
 */
async function visitor(address = '203.0.113.10', cookies: Record<string, string> = {}) {
  const jar = new Map(Object.entries(cookies));
  // Keeps every cookie an answer sets, as a browser would (a login rotates the session).
  const keep = (setCookie: string | string[] | undefined) => {
    for (const line of [setCookie ?? []].flat()) {
      const pair = line.split(';')[0]!;
      const equals = pair.indexOf('=');
      jar.set(pair.slice(0, equals), pair.slice(equals + 1));
    }
  };
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const token = await shell.inject({
    url: '/api/token',
    headers: { host: 'shop.test.ru', cookie: cookie() },
    remoteAddress: address,
  });
  keep(token.headers['set-cookie']);
  let csrf = token.json<{ csrfToken: string }>().csrfToken;
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const answer: LightMyRequestResponse = await shell.inject({
      method,
      url: `/api${url}`,
      remoteAddress: address,
      headers: { host: 'shop.test.ru', cookie: cookie(), 'x-csrf-token': csrf },
      ...(payload ? { payload } : {}),
    });
    keep(answer.headers['set-cookie']);
    const fresh = answer.headers['x-csrf-token'];
    if (typeof fresh === 'string') csrf = fresh;
    return answer;
  };
  return { call, cookie: (name: string) => jar.get(name) };
}

it('serves no test hook under /api: no login code, certificate code, captcha, stock, price or order change', async () => {
  const attacker = await visitor();
  // Every hook the API's loopback listener declares, so that a new one is checked too.
  const hooks = api.app.testHooks?.declaredRoutes ?? [];
  expect(hooks.map(({ url }) => url)).toEqual(
    expect.arrayContaining(['/last-sms', '/sku-stock', '/orders/:orderId/past-payment-window']),
  );
  for (const { method, url } of hooks) {
    const path = url.replace(/:\w+/g, '1') + (url === '/last-sms' ? '?phone=%2B79990000001' : '');
    for (const under of ['', '/dev']) {
      const answer = await attacker.call(
        method === 'POST' ? 'POST' : 'GET',
        `${under}${path}`,
        method === 'POST'
          ? { skuId: 1, stock: 0, productId: 1, currency: 'RUB', price: 1 }
          : undefined,
      );
      expect([`${method} ${under}${path}`, answer.statusCode]).toEqual([
        `${method} ${under}${path}`,
        404,
      ]);
    }
  }
  // The harness still has them, on their own loopback listener.
  await attacker.call('POST', '/auth/identification', { phone: '+79990004455' });
  expect((await api.hooks.lastSms('+79990004455')).code).toMatch(/^\d{4}$/);
});

it('logs nobody in on a claimed identity (phone or e-mail of a customer)', async () => {
  for (const claim of [
    { provider: 'dev', token: 'dev-x', phone: '+79990000001' },
    { provider: 'dev', token: 'dev-x', email: 'maria@example.com' },
    { provider: 'yandex', token: 'anything', phone: '+79990000001' },
  ]) {
    const attacker = await visitor();
    const answer = await attacker.call('POST', '/oauth', claim);
    if (answer.statusCode === 200) expect(answer.json<OAuthResponse>().success).toBe(false);
    else expect(answer.statusCode).toBe(400);
    expect((await attacker.call('GET', '/profile/info')).statusCode).toBe(401);
  }
});

it('issues no certificate code for an unpaid order', async () => {
  const attacker = await visitor();
  const created = await attacker.call('POST', '/order/deposits/create', {
    deposits: Array.from({ length: 20 }, () => ({ amount: 200_000, designId: 1, sendDate: null })),
    email: 'attacker@example.com',
    phone: '+79990001122',
    fio: 'Иван Петров',
  });
  const orderId = created.json<DepositOrderCreateResponse>().result?.orderId;
  expect(orderId).toBeGreaterThan(0);
  // Not even the test harness can read a code: none exists before a verified payment.
  const codes = await api.hooks.request('GET', `/order-deposits/${orderId}`);
  expect(codes.status).toBe(404);
});

it('locks a certificate after a few wrong codes, so its code cannot be guessed', async () => {
  const attacker = await visitor('203.0.113.20');
  const answers: number[] = [];
  const successes: boolean[] = [];
  for (let i = 0; i < 30; i++) {
    const code = String(i).padStart(4, '0');
    if (code === '1234') continue;
    const answer = await attacker.call('POST', '/deposit/GD-1002', { authCode: code });
    answers.push(answer.statusCode);
    successes.push(answer.json<{ success?: boolean }>().success === true);
  }
  expect(successes).not.toContain(true);
  // The right code no longer opens it either, from this visitor or any other.
  const right = await (
    await visitor('203.0.113.21')
  ).call('POST', '/deposit/GD-1002', {
    authCode: '1234',
  });
  expect(right.json<{ success?: boolean }>().success).not.toBe(true);
});

it("does not spend a customer's activated certificate from a stranger's cart", async () => {
  const stranger = await visitor();
  const answer = await stranger.call('POST', '/cart/add-certificate', { code: 'CERT-MARIA' });
  const cart = answer.json<CartResponse>();
  expect(cart.result).toBe(false);
  expect(cart.cartData.certificates).toEqual([]);
});

it('limits the "is this a customer" questions per address like the login', async () => {
  const prober = await visitor('203.0.113.30');
  const statuses: number[] = [];
  for (let i = 0; i < 65; i++) {
    const answer = await prober.call('POST', '/subscriber-exists', {
      email: `probe-${i}@example.com`,
    });
    statuses.push(answer.statusCode);
  }
  expect(statuses.filter((status) => status === 200)).toHaveLength(60);
  expect(statuses.filter((status) => status === 429)).toHaveLength(5);
});

it("does not let a stranger's wrong codes lock a phone's owner out of the browser they log in with", async () => {
  const phone = '+79995550501';
  // Time passing between the codes: past the resend cooldown and the captcha's window.
  const later = () => pastCooldown(api.app.shopContext, phone);
  const askCode = async (who: Awaited<ReturnType<typeof visitor>>) => {
    await later();
    const asked = await who.call('POST', '/auth/identification', { phone });
    expect(asked.json<AuthIdentificationResponse>().success).toBe(true);
    return (await api.hooks.lastSms(phone)).code;
  };
  const authenticate = async (who: Awaited<ReturnType<typeof visitor>>, code: string) =>
    (
      await who.call('POST', '/auth/authenticate', { phone, code })
    ).json<AuthAuthenticateResponse>();

  const owner = await visitor('203.0.113.40');
  expect((await authenticate(owner, await askCode(owner))).success).toBe(true);
  const device = owner.cookie('shop_device');
  expect(device).toBeDefined();

  // The stranger asks for codes of their own and types wrong ones until the phone's day is spent.
  let wrong = 0;
  for (let round = 0; wrong < 10; round++) {
    const stranger = await visitor(`203.0.113.${50 + round}`);
    const code = await askCode(stranger);
    for (let i = 0; i < 4 && wrong < 10; i++, wrong++)
      await authenticate(stranger, code === '0000' ? '1111' : '0000');
  }
  const stranger = await visitor('203.0.113.60');
  expect(await authenticate(stranger, await askCode(stranger))).toMatchObject({
    success: false,
    code: 'code_attempts_exceeded',
  });

  // The owner, back in their browser after logging out, still logs in with the right code.
  const back = await visitor('203.0.113.40', { shop_device: device! });
  expect((await authenticate(back, await askCode(back))).success).toBe(true);
});
