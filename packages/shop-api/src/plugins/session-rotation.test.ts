/** Session ids rotate on login and logout, carry the confirmed phone, and expire. */
import { setTimeout as sleep } from 'node:timers/promises';
import {
  Agent,
  PRODUCTION_OPTIONS,
  type TestServer,
  startTestServer,
} from '../testing/test-server';
import { SESSION_COOKIE, removeExpiredSessions } from './session';

let server: TestServer;
let phoneSeq = 0;
const uniquePhone = () =>
  `+7977${String(Date.now() % 1_000_000).padStart(6, '0')}${phoneSeq++ % 10}`;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** An agent that logged in (a registered user) from a guest session it had before. */
async function registeredUser(): Promise<{ agent: Agent; phone: string }> {
  const phone = uniquePhone();
  const agent = new Agent(server.url);
  await agent.token();
  await agent.post('/auth/identification', { phone });
  const sms = await server.hooks.lastSms(phone);
  await agent.post('/auth/authenticate', { phone, code: sms.code });
  const registration = await agent.post<{ success: boolean }>('/registration', {
    phone,
    name: 'Анна',
    surname: 'Петрова',
    email: `u${phone.slice(1)}@example.com`,
  });
  expect(registration.body.success).toBe(true);
  return { agent, phone };
}

describe('session rotation', () => {
  it('gives a new session id and CSRF token on login; the id from before stops working at once', async () => {
    const { phone } = await registeredUser();
    // Past the resend cooldown of the registration's code.
    await server.app.shopContext.db
      .updateTable('sms_codes')
      .set({ created_at: new Date(Date.now() - 60_000).toISOString() })
      .where('phone', '=', phone)
      .execute();
    const agent = new Agent(server.url);
    const guestCsrf = await agent.token();
    const guestSid = agent.cookie(SESSION_COOKIE)!;
    await agent.login(phone, server.hooks);
    const userSid = agent.cookie(SESSION_COOKIE)!;
    expect(userSid).not.toBe(guestSid);
    expect(agent.csrf).not.toBe(guestCsrf);
    expect((await agent.get<{ csrfToken: string }>('/token')).body.csrfToken).not.toBe(guestCsrf);
    expect((await agent.get('/profile/info')).status).toBe(200);

    const planted = new Agent(server.url);
    planted.setCookie(SESSION_COOKIE, guestSid);
    expect((await planted.get('/profile/info')).status).toBe(401);
  });

  it('rotates on registration, keeps the confirmed phone, and the next state-changing call works with the new token', async () => {
    const { agent, phone } = await registeredUser();
    const info = await agent.get<{ phone: string }>('/profile/info');
    expect(info.status).toBe(200);
    expect((await agent.post('/cart/calculate', {})).status).toBe(200);
    expect(JSON.stringify(info.body)).toContain(phone.slice(-4));
  });

  it('rotates on logout: the logged-in id stops working, the new one is a guest', async () => {
    const { agent } = await registeredUser();
    const userSid = agent.cookie(SESSION_COOKIE)!;
    const csrf = agent.csrf;
    expect((await agent.get('/logout')).status).toBe(200);
    expect(agent.cookie(SESSION_COOKIE)).not.toBe(userSid);
    expect(agent.csrf).not.toBe(csrf);
    expect((await agent.get('/profile/info')).status).toBe(401);
    const stolen = new Agent(server.url);
    stolen.setCookie(SESSION_COOKIE, userSid);
    expect((await stolen.get('/profile/info')).status).toBe(401);
  });
});

describe('session lifetime', () => {
  it('ends an idle session and one past its absolute lifetime, and removes them', async () => {
    const short = await startTestServer(
      { sessionIdleSeconds: 1, sessionAbsoluteSeconds: 3600 },
      server.dir + '-idle',
    );
    try {
      const agent = new Agent(short.url);
      const first = await agent.token();
      await sleep(1_200);
      expect(await removeExpiredSessions(short.app.shopContext)).toBe(1);
      expect(await agent.token()).not.toBe(first);
    } finally {
      await short.close();
    }
    const capped = await startTestServer(
      { sessionIdleSeconds: 3600, sessionAbsoluteSeconds: 1 },
      server.dir + '-absolute',
    );
    try {
      const agent = new Agent(capped.url);
      const first = await agent.token();
      await sleep(600);
      expect(await agent.token()).toBe(first);
      await sleep(600);
      expect(await agent.token()).not.toBe(first);
    } finally {
      await capped.close();
    }
  });

  it('marks the cookie Secure in production mode behind an HTTPS edge', async () => {
    const production = await startTestServer(PRODUCTION_OPTIONS, server.dir + '-prod');
    try {
      const https = await fetch(`${production.url}/token`, {
        headers: { 'X-Forwarded-Proto': 'https' },
      });
      expect(https.headers.getSetCookie()[0]).toMatch(/; Secure/);
      const http = await fetch(`${production.url}/token`);
      expect(http.headers.getSetCookie()[0]).not.toMatch(/Secure/);
    } finally {
      await production.close();
    }
  });
});
