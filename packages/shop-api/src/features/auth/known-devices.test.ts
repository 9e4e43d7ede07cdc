/**
 * A stranger who spends a phone's wrong codes of the day (code-repository.ts) must not lock
 * its owner out of the browser they have confirmed the phone in before; every other browser,
 * the stranger's included, stays locked. Over HTTP, as a browser and an attacker would call it.
 */
import type { AuthAuthenticateResponse, PhoneConfirmResponse } from '@shop/types';
import { pastCooldown as sentLongAgo } from '../../testing/past-cooldown';
import { spendPhoneWrongCodes } from '../../testing/phone-wrong-codes';
import { Agent, type TestServer, startTestServer } from '../../testing/test-server';
import { PHONE_CODES_PER_HOUR } from './auth-schema';
import { CodeRepository, PHONE_WRONG_CODES } from './code-repository';
import { DEVICE_COOKIE, KNOWN_DEVICE_DAYS, KnownDevices } from './known-devices';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const LOCKED = 'Слишком много неверных кодов для этого номера: попробуйте через несколько часов';

const spendWrongTries = (phone: string) => spendPhoneWrongCodes(server.app.shopContext, phone);

/** Lets the phone be sent a new code now, without a captcha (past the cooldown and captcha window). */
const pastCooldown = (phone: string, on = server) => sentLongAgo(on.app.shopContext, phone);

/** Asks for a login code in the agent's session and answers it with the code sent. */
async function logIn(agent: Agent, phone: string, on = server): Promise<AuthAuthenticateResponse> {
  await pastCooldown(phone, on);
  await agent.token();
  const asked = await agent.post<{ success: boolean }>('/auth/identification', { phone });
  expect(asked.body.success).toBe(true);
  const { code } = await on.hooks.lastSms(phone);
  return (await agent.post<AuthAuthenticateResponse>('/auth/authenticate', { phone, code })).body;
}

/** The same browser, its session ended (as after a log-out): only the device cookie stays. */
function sessionEnded(agent: Agent, on = server): Agent {
  const again = new Agent(on.url);
  const device = agent.cookie(DEVICE_COOKIE);
  if (device) again.setCookie(DEVICE_COOKIE, device);
  return again;
}

it("lets the owner log in from a browser known to the phone after a stranger spent the phone's tries", async () => {
  const phone = '+79995550401';
  const owner = new Agent(server.url);
  expect((await logIn(owner, phone)).success).toBe(true);
  const device = owner.cookie(DEVICE_COOKIE);
  expect(device).toMatch(/^[A-Za-z0-9_-]{43}$/);

  await spendWrongTries(phone);

  // A new browser, the stranger's or the owner's, is locked out even with the right code.
  expect(await logIn(new Agent(server.url), phone)).toMatchObject({
    success: false,
    code: 'code_attempts_exceeded',
    message: LOCKED,
  });
  // So is one with a made-up device cookie of the right shape.
  const forger = new Agent(server.url);
  forger.setCookie(DEVICE_COOKIE, 'A'.repeat(43));
  expect((await logIn(forger, phone)).code).toBe('code_attempts_exceeded');

  // The owner's browser logs in, and is given a new token: the old one is known for nothing.
  const back = sessionEnded(owner);
  expect(await logIn(back, phone)).toMatchObject({ success: true, code: null });
  expect(back.cookie(DEVICE_COOKIE)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(back.cookie(DEVICE_COOKIE)).not.toBe(device);
  const copy = new Agent(server.url);
  copy.setCookie(DEVICE_COOKIE, device!);
  expect((await logIn(copy, phone)).code).toBe('code_attempts_exceeded');
});

it("never adopts a token the browser brings: one planted in the owner's browser stays a stranger", async () => {
  const phone = '+79995550408';
  const planted = 'P'.repeat(43);
  const owner = new Agent(server.url);
  owner.setCookie(DEVICE_COOKIE, planted);
  expect((await logIn(owner, phone)).success).toBe(true);
  expect(owner.cookie(DEVICE_COOKIE)).not.toBe(planted);

  await spendWrongTries(phone);
  const planter = new Agent(server.url);
  planter.setCookie(DEVICE_COOKIE, planted);
  expect((await logIn(planter, phone)).code).toBe('code_attempts_exceeded');
  expect((await logIn(sessionEnded(owner), phone)).success).toBe(true);
});

it('carries the phones a browser knew over to its new token', async () => {
  const [first, second] = ['+79995550409', '+79995550410'];
  const browser = new Agent(server.url);
  expect((await logIn(browser, first)).success).toBe(true);
  const again = sessionEnded(browser);
  expect((await logIn(again, second)).success).toBe(true);
  const later = sessionEnded(again);
  // The token it has now (given with the second phone) is known for the first too.
  await spendWrongTries(first);
  await spendWrongTries(second);
  expect((await logIn(later, first)).success).toBe(true);
  expect((await logIn(sessionEnded(later), second)).success).toBe(true);
});

it('knows a browser only for the phones it confirmed', async () => {
  const phone = '+79995550402';
  const other = '+79995550403';
  const owner = new Agent(server.url);
  expect((await logIn(owner, phone)).success).toBe(true);
  await spendWrongTries(other);
  expect((await logIn(sessionEnded(owner), other)).code).toBe('code_attempts_exceeded');
});

it("sends the cookie httpOnly for 90 days, and the checkout's phone confirmation makes a browser known too", async () => {
  const phone = '+79995550404';
  const buyer = new Agent(server.url);
  await buyer.token();
  const sent = await buyer.request('POST', '/phone/send_code', { phone });
  expect(sent.status).toBe(200);
  const { code } = await server.hooks.lastSms(phone);
  const confirmed = await buyer.request<PhoneConfirmResponse>('POST', '/phone/confirm', {
    phone,
    code,
  });
  expect(confirmed.body.result).toBe(true);
  const cookie = confirmed.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${DEVICE_COOKIE}=`));
  expect(cookie).toMatch(/; HttpOnly/);
  expect(cookie).toMatch(/; SameSite=Lax/);
  expect(cookie).toContain(`Max-Age=${KNOWN_DEVICE_DAYS * 24 * 60 * 60}`);

  await spendWrongTries(phone);
  expect((await logIn(sessionEnded(buyer), phone)).success).toBe(true);
});

it("counts a known browser's wrong codes under a cap of its own, and forgets it after 90 days unused", async () => {
  const phone = '+79995550405';
  const owner = new Agent(server.url);
  expect((await logIn(owner, phone)).success).toBe(true);
  const device = owner.cookie(DEVICE_COOKIE)!;
  const codes = new CodeRepository(server.app.shopContext);
  // Ten wrong codes from the known browser, each from a new code's tries.
  for (let i = 0; i < PHONE_WRONG_CODES.max; i++) {
    await pastCooldown(phone);
    const code = await codes.issue(phone, `owner-${i}`, 'login', 'ru', '127.0.0.1');
    const wrong = code === '0000' ? '1111' : '0000';
    expect(await codes.check(phone, 'login', wrong, `owner-${i}`, device)).toBe('code_invalid');
  }
  // Its own cap is spent; the phone's shared one is not.
  await pastCooldown(phone);
  const next = await codes.issue(phone, 'owner-last', 'login', 'ru', '127.0.0.1');
  expect(await codes.check(phone, 'login', next, 'owner-last', device)).toBe('phone_codes_locked');
  await pastCooldown(phone);
  const fresh = await codes.issue(phone, 'elsewhere', 'login', 'ru', '127.0.0.1');
  expect(await codes.check(phone, 'login', fresh, 'elsewhere')).toBe('ok');

  // Unused for longer than KNOWN_DEVICE_DAYS: a stranger to the phone again, and removed.
  const second = '+79995550406';
  const idle = new Agent(server.url);
  expect((await logIn(idle, second)).success).toBe(true);
  await server.app.shopContext.db
    .updateTable('known_devices')
    .set({
      last_used_at: new Date(Date.now() - (KNOWN_DEVICE_DAYS + 1) * 86_400_000).toISOString(),
    })
    .where('phone', '=', second)
    .execute();
  await spendWrongTries(second);
  expect((await logIn(sessionEnded(idle), second)).code).toBe('code_attempts_exceeded');
  expect(await new KnownDevices(server.app.shopContext).removeForgotten()).toBe(1);
  const left = await server.app.shopContext.db
    .selectFrom('known_devices')
    .select('phone')
    .where('phone', '=', second)
    .execute();
  expect(left).toEqual([]);
});

it("lets the owner's known browser have codes after a stranger used up the phone's codes of the hour", async () => {
  const limited = await startTestServer({ disableRateLimit: false });
  try {
    const phone = '+79995550407';
    const owner = new Agent(limited.url);
    expect((await logIn(owner, phone, limited)).success).toBe(true);
    // The stranger asks for the rest of the hour's codes, each in a session of their own.
    const codes = new CodeRepository(limited.app.shopContext);
    for (let n = 1; n < PHONE_CODES_PER_HOUR; n++) {
      await pastCooldown(phone, limited);
      await codes.issue(phone, `stranger-${n}`, 'login', 'ru', '203.0.113.9');
    }
    await pastCooldown(phone, limited);
    await expect(
      codes.issue(phone, 'stranger-last', 'login', 'ru', '203.0.113.9'),
    ).rejects.toMatchObject({ code: 'rate_limited' });
    await pastCooldown(phone, limited);

    // A new browser waits for the hour to pass; the owner's logs in.
    const fresh = new Agent(limited.url);
    await fresh.token();
    expect((await fresh.post('/auth/identification', { phone })).status).toBe(429);
    expect(await logIn(sessionEnded(owner, limited), phone, limited)).toMatchObject({
      success: true,
    });
  } finally {
    await limited.close();
  }
});
