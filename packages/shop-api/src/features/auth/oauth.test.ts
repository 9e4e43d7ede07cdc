/**
 * The third-party login (Yandex ID) against a stand-in provider started here: an OAuth 2.0
 * authorization-code flow with state and PKCE bound to the session; nothing a client claims
 * logs anyone in.
 */
import { createHash } from 'node:crypto';
import type { OAuthResponse, ProfileInfoResponse } from '@shop/types';
import { SESSION_COOKIE } from '../../plugins/session';
import {
  type OAuthStandIn,
  type StandInAccount,
  startOAuthStandIn,
} from '../../testing/oauth-stand-in';
import {
  Agent,
  PRODUCTION_OPTIONS,
  type TestServer,
  startTestServer,
} from '../../testing/test-server';
import { UserRepository, WELCOME_BONUS } from './user-repository';

let standIn: OAuthStandIn;
let server: TestServer;

beforeAll(async () => {
  standIn = await startOAuthStandIn();
  server = await startTestServer({ oauthYandex: standIn.options });
});
afterAll(async () => {
  await server.close();
  await standIn.stop();
});

let accounts = 0;
/** An account nobody has logged in with yet. */
const newAccount = (patch: Partial<StandInAccount> = {}): StandInAccount => ({
  id: `yandex-${Date.now()}-${(accounts += 1)}`,
  firstName: 'Алиса',
  lastName: 'Яндексова',
  ...patch,
});

interface Callback {
  /** Where the provider sent the browser back: /ya-callback?code=…&state=… */
  url: URL;
  code: string;
  state: string;
  /** The authorization request the API sent the browser to. */
  authorization: URL;
}

/** The browser's part: the API's authorize route → the provider (as `account`) → /ya-callback. */
async function visitProvider(
  agent: Agent,
  account: StandInAccount,
  headers: Record<string, string> = {},
): Promise<Callback> {
  const started = await agent.request('GET', '/oauth/yandex/authorize', undefined, { headers });
  expect(started.status).toBe(302);
  const authorization = new URL(started.headers.get('location') ?? '');
  const atProvider = await fetch(standIn.withAccount(authorization.href, account), {
    redirect: 'manual',
  });
  expect(atProvider.status).toBe(302);
  const url = new URL(atProvider.headers.get('location') ?? '');
  return {
    url,
    code: url.searchParams.get('code') ?? '',
    state: url.searchParams.get('state') ?? '',
    authorization,
  };
}

/** What /ya-callback does with the provider's answer. */
const finish = (agent: Agent, back: Pick<Callback, 'code' | 'state'>) =>
  agent.post<OAuthResponse>('/oauth', { provider: 'yandex', code: back.code, state: back.state });

async function guest(storefront: 'ru' | 'en' = 'ru', on: TestServer = server): Promise<Agent> {
  const agent = new Agent(on.url, storefront);
  await agent.token();
  return agent;
}

async function loggedInUser(agent: Agent) {
  const info = await agent.get<ProfileInfoResponse>('/profile/info');
  return info.status === 200 ? info.body : null;
}

const REFUSED = { success: false, data: { user: null }, message: 'Ошибка авторизации' };

describe('what a client claims', () => {
  it.each([
    ['default', false],
    ['production', true],
  ])(
    'logs nobody in (%s mode): the old development provider with a customer’s phone or e-mail',
    async (_mode, production) => {
      const target = production
        ? await startTestServer({ ...PRODUCTION_OPTIONS, oauthYandex: standIn.options })
        : server;
      try {
        for (const claim of [
          { provider: 'dev', token: 'dev-x', phone: '+79990000001' },
          { provider: 'dev', token: 'dev-x', email: 'maria@example.com' },
          { provider: 'yandex', token: 'dev-x', phone: '+79990000001', name: 'Мария' },
          // A well-formed answer may carry nothing else either.
          { provider: 'yandex', code: 'x', state: 'y', phone: '+79990000001' },
        ]) {
          const agent = await guest('ru', target);
          const answer = await agent.post<OAuthResponse>('/oauth', claim);
          expect(answer.body).not.toMatchObject({ success: true });
          expect(await loggedInUser(agent)).toBeNull();
        }
      } finally {
        if (target !== server) await target.close();
      }
    },
  );
});

describe('without a configured client', () => {
  let bare: TestServer;
  beforeAll(async () => {
    bare = await startTestServer({ oauthYandex: undefined });
  });
  afterAll(() => bare.close());

  it('answers "not configured" in the storefront language and logs nobody in', async () => {
    const ru = await guest('ru', bare);
    const authorize = await ru.get<OAuthResponse>('/oauth/yandex/authorize');
    expect(authorize.status).toBe(503);
    expect(authorize.body).toEqual({
      success: false,
      data: { user: null },
      message: 'Вход через Яндекс ID не настроен',
    });
    const answer = await ru.post<OAuthResponse>('/oauth', {
      provider: 'yandex',
      code: 'code',
      state: 'state',
    });
    expect(answer.body).toMatchObject({
      success: false,
      message: 'Вход через Яндекс ID не настроен',
    });
    expect(await loggedInUser(ru)).toBeNull();

    const en = await guest('en', bare);
    const inEnglish = await en.post<OAuthResponse>('/oauth', {
      provider: 'yandex',
      code: 'code',
      state: 'state',
    });
    expect(inEnglish.body.message).toBe('Login with Yandex ID is not configured');
  });
});

describe('the authorization-code flow', () => {
  it('sends the browser to the provider with a state and an S256 challenge, back to /ya-callback', async () => {
    const agent = await guest();
    const back = await visitProvider(agent, newAccount(), {
      'x-forwarded-host': 'shop.test.ru:8080',
      'x-forwarded-proto': 'https',
    });
    const query = back.authorization.searchParams;
    expect(`${back.authorization.origin}${back.authorization.pathname}`).toBe(
      standIn.options.authorizationUrl,
    );
    expect(Object.fromEntries(query)).toMatchObject({
      response_type: 'code',
      client_id: standIn.options.clientId,
      // The storefront's address as the edge reports it: the page that finishes the login.
      redirect_uri: 'https://shop.test.ru:8080/ya-callback',
      code_challenge_method: 'S256',
    });
    expect(query.get('state')).toMatch(/^[\w-]{32,}$/);
    expect(back.url.pathname).toBe('/ya-callback');
    expect(back.state).toBe(query.get('state'));

    const answer = await finish(agent, back);
    expect(answer.body.success).toBe(true);
    // The code went to the token endpoint with the verifier of that challenge and the same
    // redirect URI (the stand-in also checks the pair itself).
    const sent = standIn.tokenRequests.find((request) => request.code === back.code);
    expect(sent?.redirectUri).toBe('https://shop.test.ru:8080/ya-callback');
    expect(sent?.codeVerifier).toMatch(/^[\w.~-]{43,128}$/);
    expect(
      createHash('sha256')
        .update(sent?.codeVerifier ?? '')
        .digest('base64url'),
    ).toBe(query.get('code_challenge'));
  });

  it("sends the provider's code back only to a host of the domain map, whatever the Host header says", async () => {
    const agent = await guest();
    const started = await agent.request('GET', '/oauth/yandex/authorize', undefined, {
      headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect(started.status).toBe(302);
    const authorization = new URL(started.headers.get('location')!);
    // The Russian storefront's first configured host (the default map's "localhost").
    expect(authorization.searchParams.get('redirect_uri')).toBe('https://localhost/ya-callback');
  });

  it('creates a customer for a new account, and the same account logs in as that customer again', async () => {
    const account = newAccount({ email: `alice-${Date.now()}@example.com` });
    const first = await guest();
    const guestSid = first.cookie(SESSION_COOKIE);
    const answer = await finish(first, await visitProvider(first, account));
    expect(answer.body).toMatchObject({
      success: true,
      message: null,
      data: { user: { isAuth: true, name: 'Алиса', surname: 'Яндексова', phone: null } },
    });
    // Logged in: a new session id (no fixation), the guest's id logs nobody in.
    expect(first.cookie(SESSION_COOKIE)).not.toBe(guestSid);
    const planted = new Agent(server.url);
    planted.setCookie(SESSION_COOKIE, guestSid ?? '');
    expect((await planted.get('/profile/info')).status).toBe(401);
    const profile = await loggedInUser(first);
    expect(profile?.user.id).toBe(answer.body.data.user?.id);
    expect(profile?.personalData).toMatchObject({ email: account.email, phone: '' });

    const again = await guest('en');
    const second = await finish(again, await visitProvider(again, account));
    expect(second.body.data.user?.id).toBe(answer.body.data.user?.id);
  });

  it('joins an existing customer only by the phone the provider gives as the account’s own', async () => {
    const byPhone = await guest();
    const maria = await finish(
      byPhone,
      await visitProvider(byPhone, newAccount({ phone: '+7 (999) 000-00-01' })),
    );
    expect(maria.body.data.user).toMatchObject({ phone: '+79990000001', name: 'Мария' });

    // The provider's e-mail is no proof of being that customer: a new one, without that e-mail.
    const byEmail = await guest();
    const stranger = await finish(
      byEmail,
      await visitProvider(byEmail, newAccount({ email: 'maria@example.com' })),
    );
    expect(stranger.body.success).toBe(true);
    expect(stranger.body.data.user?.id).not.toBe(maria.body.data.user?.id);
    expect(stranger.body.data.user?.email).toBe('');
  });

  it('lets a customer without a phone confirm one later: it becomes theirs', async () => {
    const agent = await guest();
    const created = await finish(agent, await visitProvider(agent, newAccount()));
    const phone = `+7977${String(Date.now()).slice(-7)}`;
    await agent.login(phone, server.hooks);
    const profile = await loggedInUser(agent);
    expect(profile?.user).toMatchObject({ id: created.body.data.user?.id, phone });

    // The next phone login (a code to this number) finds this customer.
    const owner = await server.app.shopContext.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', phone)
      .executeTakeFirst();
    expect(owner?.id).toBe(created.body.data.user?.id);
  });
  it('gives the welcome bonus with a phone only, once: a new provider account alone is no money', async () => {
    const balance = async (userId: number | null | undefined) => {
      const db = server.app.shopContext.db;
      const user = await db
        .selectFrom('users')
        .select('bonus_balance')
        .where('id', '=', userId ?? -1)
        .executeTakeFirstOrThrow();
      const welcomes = await db
        .selectFrom('bonus_entries')
        .select('amount')
        .where('user_id', '=', userId ?? -1)
        .where('kind', '=', 'welcome')
        .execute();
      return { balance: user.bonus_balance, welcomes: welcomes.map((entry) => entry.amount) };
    };
    const agent = await guest();
    const created = await finish(agent, await visitProvider(agent, newAccount()));
    const userId = created.body.data.user?.id;
    expect(await balance(userId)).toEqual({ balance: 0, welcomes: [] });

    const phone = `+7978${String(Date.now()).slice(-7)}`;
    await agent.login(phone, server.hooks);
    expect(await balance(userId)).toEqual({ balance: WELCOME_BONUS, welcomes: [WELCOME_BONUS] });
    // A second confirmation of a phone (two at the same moment) credits nothing more.
    await new UserRepository(server.app.shopContext).setPhone(userId ?? -1, phone);
    expect(await balance(userId)).toEqual({ balance: WELCOME_BONUS, welcomes: [WELCOME_BONUS] });

    // A provider account that comes with its phone is a customer with a phone: the bonus at once.
    const withPhone = await guest();
    const vouched = await finish(
      withPhone,
      await visitProvider(withPhone, newAccount({ phone: `+7979${String(Date.now()).slice(-7)}` })),
    );
    expect(await balance(vouched.body.data.user?.id)).toEqual({
      balance: WELCOME_BONUS,
      welcomes: [WELCOME_BONUS],
    });
  });
});

describe('a code and state that are not this session’s own', () => {
  it('refuses a wrong or missing state and a made-up code', async () => {
    const agent = await guest();
    const back = await visitProvider(agent, newAccount());
    expect((await finish(agent, { code: back.code, state: 'not-the-state' })).body).toEqual(
      REFUSED,
    );
    const missing = await agent.post<OAuthResponse>('/oauth', {
      provider: 'yandex',
      code: back.code,
    });
    expect(missing.status).toBe(400);
    expect(
      (
        await agent.post<OAuthResponse>('/oauth', {
          provider: 'vk',
          code: back.code,
          state: back.state,
        })
      ).body,
    ).toMatchObject({ success: false });
    // The state is right but the provider never issued this code: refused, and the state is spent.
    expect((await finish(agent, { code: 'made-up', state: back.state })).body).toEqual(REFUSED);
    expect((await finish(agent, back)).body).toEqual(REFUSED);
    expect(await loggedInUser(agent)).toBeNull();
  });

  it("refuses the attacker's code and state in the victim's session (login CSRF)", async () => {
    const attacker = await guest();
    const attackersAnswer = await visitProvider(
      attacker,
      newAccount({ firstName: 'Злоумышленник' }),
    );
    const victim = await guest();
    expect((await finish(victim, attackersAnswer)).body).toEqual(REFUSED);
    expect(await loggedInUser(victim)).toBeNull();
    // It was the session that did not match: in its own session the same answer works.
    expect((await finish(attacker, attackersAnswer)).body.success).toBe(true);
  });

  it('refuses a replayed code and state, in the same session and in another', async () => {
    const agent = await guest();
    const back = await visitProvider(agent, newAccount());
    expect((await finish(agent, back)).body.success).toBe(true);
    expect((await finish(agent, back)).body).toEqual(REFUSED);
    const other = await guest('en');
    expect((await finish(other, back)).body).toEqual({
      ...REFUSED,
      message: 'Authorization error',
    });
    expect(await loggedInUser(other)).toBeNull();
  });

  it('refuses a state older than ten minutes', async () => {
    const agent = await guest();
    const back = await visitProvider(agent, newAccount());
    await server.app.shopContext.db
      .updateTable('oauth_states')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('state', '=', back.state)
      .execute();
    expect((await finish(agent, back)).body).toEqual(REFUSED);
    expect(await loggedInUser(agent)).toBeNull();
  });
});
