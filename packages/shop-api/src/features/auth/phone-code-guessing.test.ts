/**
 * A login code has 4 digits and each new code brings 5 tries: fresh codes from fresh sessions
 * must not add up to a guess. Wrong checks are capped per phone, across codes and sessions.
 */
import { type TestServer, startTestServer } from '../../testing/test-server';
import { ABROAD_CODES_PER_ADDRESS_PER_HOUR } from './auth-schema';
import { CodeRepository, MAX_ATTEMPTS, PHONE_WRONG_CODES } from './code-repository';

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
    const code = await codes.issue(phone, `attacker-${session}`, 'login', 'ru', '127.0.0.1');
    for (let i = 0; i < MAX_ATTEMPTS - 1 && wrong < PHONE_WRONG_CODES.max; i++, wrong++)
      expect(await codes.check(phone, 'login', wrongFor(code), `attacker-${session}`)).toBe(
        'code_invalid',
      );
  }
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
