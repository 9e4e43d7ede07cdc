/**
 * A login code has 4 digits and each new code brings 5 tries: fresh codes from fresh sessions
 * must not add up to a guess. Wrong checks are capped per phone, across codes and sessions.
 */
import { type TestServer, startTestServer } from '../../testing/test-server';
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
    const code = await codes.issue(phone, `attacker-${session}`, 'login', 'ru');
    for (let i = 0; i < MAX_ATTEMPTS - 1 && wrong < PHONE_WRONG_CODES.max; i++, wrong++)
      expect(await codes.check(phone, 'login', wrongFor(code))).toBe('code_invalid');
  }
  const code = await codes.issue(phone, 'attacker-last', 'login', 'ru');
  expect(await codes.check(phone, 'login', code)).toBe('code_attempts_exceeded');
  // Another phone is not affected.
  const other = '+79995550302';
  expect(await codes.check(other, 'login', await codes.issue(other, 's', 'login', 'ru'))).toBe(
    'ok',
  );
});

it('takes back the try of a right code', async () => {
  const codes = new CodeRepository(server.app.shopContext);
  const phone = '+79995550303';
  for (let i = 0; i < PHONE_WRONG_CODES.max + 2; i++) {
    const code = await codes.issue(phone, `owner-${i}`, 'login', 'ru');
    expect(await codes.check(phone, 'login', code)).toBe('ok');
  }
});
