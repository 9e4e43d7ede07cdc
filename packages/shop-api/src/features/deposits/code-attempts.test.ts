/**
 * Certificate codes are not guessed (issue #20, item 4): wrong codes lock a certificate after a
 * few, and are counted per session and per client address, across API instances on one
 * database. The loopback peer is a trusted edge here, so X-Forwarded-For picks the address.
 */
import type { CartResponse, GiftDepositResponse } from '@shop/types';
import { buyDeposits, depositsOf, recordMail, settleOrder } from '../../testing/gift-deposits';
import { Agent, type TestServer, startTestServer } from '../../testing/test-server';
import { CODE_ATTEMPT_LIMITS } from './code-attempts';

const INVALID = 'Неверный код активации';
const TOO_MANY = 'Слишком много неверных попыток ввода кода. Попробуйте позже';

let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  a = await startTestServer();
  // A second instance on the same SQLite file or PostgreSQL schema.
  b = await startTestServer({ paymentSecret: a.app.shopContext.options.paymentSecret }, a.dir);
  recordMail(a);
});
afterAll(async () => {
  await a.close();
  await b.close();
});

let address = 0;
/** A client address no other try in this file used. */
const freshAddress = (): string => {
  address += 1;
  return `10.0.${Math.floor(address / 256)}.${address % 256}`;
};

/** POST /deposit/{id} as a browser without a session (the route needs no CSRF token). */
const tryCode = (server: TestServer, id: string, authCode: string, from = freshAddress()) =>
  new Agent(server.url).request<GiftDepositResponse>(
    'POST',
    `/deposit/${id}`,
    { authCode },
    { headers: { 'x-forwarded-for': from } },
  );

/** A paid certificate: its number and right code. */
async function paidCertificate(): Promise<{ id: string; code: string }> {
  const orderId = await buyDeposits(new Agent(a.url), [200_000]);
  await settleOrder(a, orderId);
  const [deposit] = await depositsOf(a, orderId);
  return { id: deposit!.id, code: deposit!.auth_code };
}

const wrongCodes = (right: string, count: number): string[] =>
  Array.from({ length: count }, (_, i) => String(i).padStart(4, '0')).filter((c) => c !== right);

const randomId = (): string =>
  `GD-${Array.from({ length: 10 }, () => 'ABCDEFGHJK'[Math.floor(Math.random() * 10)]).join('')}`;

describe('one certificate', () => {
  it('locks after a few wrong codes, whoever sends them at once: then its right code fails too', async () => {
    const { id, code } = await paidCertificate();
    // 250 wrong codes at once, each from its own address and without a session.
    const answers = await Promise.all(
      wrongCodes(code, 251)
        .slice(0, 250)
        .map((wrong, i) => tryCode(i % 2 ? b : a, id, wrong)),
    );
    const compared = answers.filter((r) => r.status === 200);
    expect(compared).toHaveLength(CODE_ATTEMPT_LIMITS.certificate.max);
    for (const r of compared) expect(r.body).toMatchObject({ success: false, messages: [INVALID] });
    const refused = answers.filter((r) => r.status === 429);
    expect(refused).toHaveLength(250 - CODE_ATTEMPT_LIMITS.certificate.max);
    expect(refused[0]!.body).toMatchObject({
      success: false,
      messages: [TOO_MANY],
      error: { code: 'auth_code_attempts_exceeded' },
    });
    expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(3600);

    // Locked: the right code, from anywhere, on either instance.
    for (const server of [a, b]) {
      const right = await tryCode(server, id, code);
      expect(right.status).toBe(429);
      expect(right.body.messages).toEqual([TOO_MANY]);
    }
    const english = await new Agent(a.url, 'en').request<GiftDepositResponse>(
      'POST',
      `/deposit/${id}`,
      { authCode: code },
      { headers: { 'x-forwarded-for': freshAddress() } },
    );
    expect(english.body.messages).toEqual(['Too many wrong code attempts. Please try again later']);

    // When the lock's window ends the holder's right code works again.
    await a.app.shopContext.db
      .updateTable('rate_limits')
      .set({ window_ends: Date.now() - 1 })
      .where('key', 'like', `%certificate:${id}`)
      .execute();
    const later = await tryCode(b, id, code);
    expect(later.status).toBe(200);
    expect(later.body).toMatchObject({ success: true, data: { id } });
  });

  it('counts only wrong codes: the right one does not use up the allowance', async () => {
    const { id, code } = await paidCertificate();
    for (let i = 0; i < CODE_ATTEMPT_LIMITS.certificate.max * 2; i++)
      expect((await tryCode(a, id, code)).body.success).toBe(true);
    const [wrong] = wrongCodes(code, 2);
    for (let i = 0; i < CODE_ATTEMPT_LIMITS.certificate.max; i++)
      expect((await tryCode(b, id, wrong!)).status).toBe(200);
    expect((await tryCode(a, id, code)).status).toBe(429);
  });
});

describe('one session', () => {
  it('is limited across certificates, the cart and both instances', async () => {
    const { id, code } = await paidCertificate();
    const onA = new Agent(a.url);
    await onA.token();
    // The same browser on the other instance.
    const onB = new Agent(b.url);
    onB.setCookie('shop_sid', onA.cookie('shop_sid')!);
    onB.csrf = onA.csrf;
    const asSession = (agent: Agent, path: string, body: unknown) =>
      agent.request<GiftDepositResponse & CartResponse>('POST', path, body, {
        headers: { 'x-forwarded-for': freshAddress() },
      });

    const max = CODE_ATTEMPT_LIMITS.session.max;
    for (let i = 0; i < max; i++) {
      const agent = i % 2 ? onB : onA;
      if (i % 3 === 0) {
        // Someone else's code in the cart counts as a guess as well.
        const cart = await asSession(agent, '/cart/add-certificate', { code: `NOPE-${i}` });
        expect(cart.body).toMatchObject({ result: false, code: 'certificate_not_found' });
      } else
        expect(
          (await asSession(agent, `/deposit/${randomId()}`, { authCode: '1234' })).status,
        ).toBe(404);
    }
    const locked = await asSession(onA, `/deposit/${id}`, { authCode: code });
    expect(locked.status).toBe(429);
    const cart = await asSession(onB, '/cart/add-certificate', { code: 'CERT-5000' });
    expect(cart.body).toMatchObject({
      result: false,
      code: 'certificate_attempts_exceeded',
      error: TOO_MANY,
    });
    const onEnglish = new Agent(a.url, 'en');
    onEnglish.setCookie('shop_sid', onA.cookie('shop_sid')!);
    onEnglish.csrf = onA.csrf;
    const english = await asSession(onEnglish, '/cart/add-certificate', { code: 'CERT-5000' });
    expect(english.body.error).toBe('Too many wrong code attempts. Please try again later');
    // Another browser is not locked out.
    expect((await tryCode(b, id, code)).status).toBe(200);
  });
});

describe('one client address', () => {
  it('is limited across sessions and both instances', async () => {
    const { id, code } = await paidCertificate();
    const from = '203.0.113.77';
    const max = CODE_ATTEMPT_LIMITS.address.max;
    for (let i = 0; i < max; i++)
      expect((await tryCode(i % 2 ? b : a, randomId(), '1234', from)).status).toBe(404);
    expect((await tryCode(a, randomId(), '1234', from)).status).toBe(429);
    expect((await tryCode(b, id, code, from)).status).toBe(429);
    expect((await tryCode(b, id, code)).status).toBe(200);
  });
});
