/** The auth limits with rate limiting ON (the other suites switch it off). */
import { Agent, type TestServer, startTestServer } from '../../testing/test-server';
import { PHONE_CODES_PER_HOUR, SESSION_CODE_ATTEMPTS } from './auth-schema';
import { CodeRepository } from './code-repository';

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

describe('codes asked for at the same moment (race probe on PostgreSQL, stop 52)', () => {
  const codesSentTo = (phone: string) =>
    new CodeRepository(server.app.shopContext).sentLastHour(phone);
  const sessions = (count: number) =>
    Promise.all(
      Array.from({ length: count }, async () => {
        const agent = new Agent(server.url);
        await agent.token();
        return agent;
      }),
    );

  it('sends a phone one code however many browsers ask for it at once; the others are told to wait', async () => {
    // On PostgreSQL each request read the cooldown before any code was stored: 25 at once sent
    // up to 25 codes, past the hourly limit and the captcha.
    const phone = '+79995550110';
    const answers = await Promise.all(
      (await sessions(PHONE_CODES_PER_HOUR * 2)).map((agent) =>
        agent.post<{ success: boolean; code: string | null; resendTimeout: number }>(
          '/auth/identification',
          { phone },
        ),
      ),
    );
    expect(await codesSentTo(phone)).toBe(1);
    expect(answers.filter((answer) => answer.body.success)).toHaveLength(1);
    for (const answer of answers.filter((a) => !a.body.success)) {
      expect(answer.body.code).toBe('code_resend_too_early');
      expect(answer.body.resendTimeout).toBeGreaterThan(0);
    }
  });

  it("sends the checkout's confirmation code once however many times one browser asks at once", async () => {
    const phone = '+79995550111';
    const [agent] = await sessions(1);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        agent!.post<{ success: boolean; code: string | null }>('/phone/send_code', { phone }),
      ),
    );
    expect(await codesSentTo(phone)).toBe(1);
    expect(answers.filter((answer) => answer.body.code === 'code_resend_too_early')).toHaveLength(
      7,
    );
  });
});
