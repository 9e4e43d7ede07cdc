/**
 * A login code has 4 digits and each new code brings 5 tries: fresh codes from fresh sessions
 * must not add up to a guess. Wrong checks are capped per phone, across codes and sessions, and
 * per client address across phones.
 */
import type { AuthAuthenticateResponse } from '@shop/types';
import { pastCooldown } from '../../testing/past-cooldown';
import { Agent, type TestServer, startTestServer } from '../../testing/test-server';
import { ABROAD_CODES_PER_ADDRESS_PER_HOUR } from './auth-schema';
import {
  ADDRESS_WRONG_CODES,
  CodeRepository,
  MAX_ATTEMPTS,
  PHONE_WRONG_CODES,
} from './code-repository';
import { DEVICE_COOKIE } from './known-devices';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const wrongFor = (code: string): string => (code === '0000' ? '1111' : '0000');

it("refuses every check for a phone past its day's wrong tries, even the right code", async () => {
  const codes = new CodeRepository(server.app.shopContext);
  const phone = '+79995550301';
  let wrong = 0;
  let session = 0;
  while (wrong < PHONE_WRONG_CODES.max) {
    // A fresh code from a fresh session, as an attacker would ask for one.
    session += 1;
    await pastCooldown(server.app.shopContext, phone);
    const code = await codes.issue(phone, `attacker-${session}`, 'login', 'ru', '127.0.0.1');
    for (let i = 0; i < MAX_ATTEMPTS - 1 && wrong < PHONE_WRONG_CODES.max; i++, wrong++)
      expect(await codes.check(phone, 'login', wrongFor(code), `attacker-${session}`)).toBe(
        'code_invalid',
      );
  }
  await pastCooldown(server.app.shopContext, phone);
  const code = await codes.issue(phone, 'attacker-last', 'login', 'ru', '127.0.0.1');
  expect(await codes.check(phone, 'login', code, 'attacker-last')).toBe('phone_codes_locked');
  // Another phone is not affected.
  const other = '+79995550302';
  expect(
    await codes.check(
      other,
      'login',
      await codes.issue(other, 's', 'login', 'ru', '127.0.0.1'),
      's',
    ),
  ).toBe('ok');
});

it('takes back the try of a right code', async () => {
  const codes = new CodeRepository(server.app.shopContext);
  const phone = '+79995550303';
  for (let i = 0; i < PHONE_WRONG_CODES.max + 2; i++) {
    await pastCooldown(server.app.shopContext, phone);
    const code = await codes.issue(phone, `owner-${i}`, 'login', 'ru', '127.0.0.1');
    expect(await codes.check(phone, 'login', code, `owner-${i}`)).toBe('ok');
  }
});

it("is the asking session's to check: another session can neither guess it nor spend its tries", async () => {
  const codes = new CodeRepository(server.app.shopContext);
  const phone = '+79995550304';
  const code = await codes.issue(phone, 'owner', 'login', 'ru', '127.0.0.1');
  for (let i = 0; i < MAX_ATTEMPTS + 1; i++)
    expect(await codes.check(phone, 'login', wrongFor(code), 'stranger')).toBe('code_not_sent');
  expect(await codes.check(phone, 'login', code, 'stranger')).toBe('code_not_sent');
  expect(await codes.check(phone, 'login', code, 'owner')).toBe('ok');
});

it('sends one address only a few codes an hour to numbers abroad, new numbers or not', async () => {
  const limited = await startTestServer({ disableRateLimit: false });
  const codes = new CodeRepository(limited.app.shopContext);
  const send = (n: number, address: string) =>
    codes.issue(`+1900555${String(n).padStart(4, '0')}`, `pump-${n}`, 'login', 'en', address);
  for (let n = 0; n < ABROAD_CODES_PER_ADDRESS_PER_HOUR; n++)
    await expect(send(n, '203.0.113.7')).resolves.toMatch(/^\d{4}$/);
  await expect(send(100, '203.0.113.7')).rejects.toMatchObject({ code: 'rate_limited' });
  // A number abroad behind a Russian mobile's prefix counts as abroad.
  await expect(
    codes.issue('+79442079460958', 'pump-uk', 'login', 'en', '203.0.113.7'),
  ).rejects.toMatchObject({ code: 'rate_limited' });
  // Another address, and a Russian mobile from this one, are not held up.
  await expect(send(101, '203.0.113.8')).resolves.toMatch(/^\d{4}$/);
  await expect(codes.issue('+79995550305', 'ru', 'login', 'ru', '203.0.113.7')).resolves.toMatch(
    /^\d{4}$/,
  );
  await limited.close();
});

describe('one address guessing over many phones (attack pass, stop 52)', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ disableRateLimit: false });
  });
  afterAll(() => limited.close());

  const WRONG_FROM_ADDRESS = 'Слишком много неверных кодов из вашей сети: попробуйте через час';

  /** A fresh browser at `address` asks for a login code; its session and the code sent. */
  async function codeSent(phone: string, address: string, agent = new Agent(limited.url)) {
    const from = { headers: { 'x-forwarded-for': address } };
    await agent.token();
    const asked = await agent.request<{ success: boolean }>(
      'POST',
      '/auth/identification',
      { phone },
      from,
    );
    expect(asked.body.success).toBe(true);
    const { code } = await limited.hooks.lastSms(phone);
    const answer = (typed: string) =>
      agent.request<AuthAuthenticateResponse>(
        'POST',
        '/auth/authenticate',
        { phone, code: typed },
        from,
      );
    return { agent, code, answer };
  }

  it("refuses an unknown browser's checks from an address past its hour's wrong codes, whichever phone; other addresses and the phone's known browser go on", async () => {
    const attacker = '203.0.113.50';
    // A neighbour behind the same address has logged in before: their browser is known.
    const neighbourPhone = '+79995550399';
    const neighbour = await codeSent(neighbourPhone, attacker);
    expect((await neighbour.answer(neighbour.code)).body.success).toBe(true);

    // Wrong codes for many phones, each code from a session of its own, within every other limit.
    let wrong = 0;
    for (let n = 0; wrong < ADDRESS_WRONG_CODES.max; n += 1) {
      const { code, answer } = await codeSent(`+7999556${String(1000 + n)}`, attacker);
      for (let i = 0; i < MAX_ATTEMPTS - 1 && wrong < ADDRESS_WRONG_CODES.max; i++, wrong++)
        expect((await answer(wrongFor(code))).body.code).toBe('code_invalid');
    }

    // The next check from there is not compared, even the right code of a phone nobody guessed.
    const next = await codeSent('+79995569999', attacker);
    expect((await next.answer(next.code)).body).toMatchObject({
      success: false,
      code: 'code_attempts_exceeded',
      message: WRONG_FROM_ADDRESS,
    });
    // That phone's own tries were not spent: from another address its code works.
    const elsewhere = await codeSent('+79995569998', '198.51.100.7');
    expect((await elsewhere.answer(elsewhere.code)).body.success).toBe(true);

    // The neighbour's known browser, behind the attacker's address, still logs in.
    const back = new Agent(limited.url);
    back.setCookie(DEVICE_COOKIE, neighbour.agent.cookie(DEVICE_COOKIE)!);
    await pastCooldown(limited.app.shopContext, neighbourPhone);
    const again = await codeSent(neighbourPhone, attacker, back);
    expect((await again.answer(again.code)).body.success).toBe(true);
  });
});

it("compares no more than a code's tries, however many guesses arrive at once, and the right code comes too late after them", async () => {
  const phone = '+79995550306';
  const agent = new Agent(server.url);
  await agent.token();
  expect(
    (await agent.post<{ success: boolean }>('/auth/identification', { phone })).body.success,
  ).toBe(true);
  const { code } = await server.hooks.lastSms(phone);
  const guesses = Array.from({ length: 8 }, (_, i) =>
    String((Number(code) + 1 + i) % 10_000).padStart(4, '0'),
  );
  // On PostgreSQL all eight were compared, and the code still logged in (attack pass, stop 52).
  const answers = await Promise.all(
    guesses.map((guess) =>
      agent.post<AuthAuthenticateResponse>('/auth/authenticate', { phone, code: guess }),
    ),
  );
  const compared = answers.filter((answer) => answer.body.code === 'code_invalid');
  expect(compared.length).toBeLessThan(MAX_ATTEMPTS);
  expect(answers.filter((answer) => answer.body.code === 'code_attempts_exceeded')).toHaveLength(
    guesses.length - compared.length,
  );
  const wrongOfThePhone = await server.app.shopContext.db
    .selectFrom('rate_limits')
    .select('hits')
    .where('key', '=', `phone-code:${phone}`)
    .executeTakeFirstOrThrow();
  expect(wrongOfThePhone.hits).toBe(MAX_ATTEMPTS);
  const right = await agent.post<AuthAuthenticateResponse>('/auth/authenticate', { phone, code });
  expect(right.body).toMatchObject({ success: false, code: 'code_attempts_exceeded' });
});
