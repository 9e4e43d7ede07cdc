/** The auth limits with rate limiting ON (the other suites switch it off). */
import { Agent, type TestServer, startTestServer } from '../../testing/test-server';
import { PHONE_CODES_PER_HOUR, SESSION_CODE_ATTEMPTS } from './auth-schema';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ disableRateLimit: false });
});
afterAll(() => server.close());

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('auth rate limits', () => {
  it('sends no more codes to one phone in an hour than the limit, whatever the session or address', async () => {
    const phone = '+79995550101';
    const { db } = server.app.shopContext;
    // Earlier codes from other sessions, older than the captcha window and the resend cooldown.
    for (let i = 0; i < PHONE_CODES_PER_HOUR; i++) {
      await db
        .insertInto('sms_codes')
        .values({
          phone,
          session_id: `other-${i}`,
          purpose: 'login',
          code: '1234',
          attempts: 0,
          used: 0,
          created_at: minutesAgo(55 - i),
          expires_at: minutesAgo(50 - i),
        })
        .execute();
    }
    const agent = new Agent(server.url);
    await agent.token();
    const answer = await agent.post('/auth/identification', { phone });
    expect(answer.status).toBe(429);
    expect(answer.body).toMatchObject({ error: { code: 'rate_limited' } });
    const other = await agent.post<{ success: boolean }>('/auth/identification', {
      phone: '+79995550102',
    });
    expect(other.body.success).toBe(true);
  });

  it('limits code attempts per session', async () => {
    const agent = new Agent(server.url);
    await agent.token();
    const statuses: number[] = [];
    for (let i = 0; i < SESSION_CODE_ATTEMPTS + 2; i++) {
      const phone = `+7999555${String(1000 + i)}`;
      statuses.push((await agent.post('/auth/authenticate', { phone, code: '0000' })).status);
    }
    expect(statuses.slice(0, SESSION_CODE_ATTEMPTS)).toEqual(
      Array(SESSION_CODE_ATTEMPTS).fill(200),
    );
    expect(statuses.slice(SESSION_CODE_ATTEMPTS)).toEqual([429, 429]);
    // Another session is not affected.
    const fresh = new Agent(server.url);
    await fresh.token();
    expect(
      (await fresh.post('/auth/authenticate', { phone: '+79995559999', code: '0000' })).status,
    ).toBe(200);
  });
});
