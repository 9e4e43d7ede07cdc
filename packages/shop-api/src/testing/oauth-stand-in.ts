/**
 * A stand-in for Yandex ID in tests: a real OAuth 2.0 server (oauth2-mock-server) on loopback,
 * outside the API, answering as Yandex ID does — the code works once, the client's id and secret
 * and the PKCE verifier are checked, the token answer carries no ID token, and the user info has
 * Yandex's fields. Like a real provider it asks who signs in: its authorize step shows a sign-in
 * page (a field for the account as JSON, StandInAccount) unless the request already carries the
 * account in `login_hint` (API tests add it; E2E fills in the page).
 */
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type MutableRedirectUri,
  type MutableResponse,
  OAuth2Issuer,
  OAuth2Service,
  type TokenRequestIncomingMessage,
} from 'oauth2-mock-server';
import type { OAuthClientOptions } from '../config';

/** The account that logs in at the stand-in. */
export interface StandInAccount {
  id: string;
  /** Yandex's default_phone.number: the account's own phone. */
  phone?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
}

export const STAND_IN_CLIENT = { clientId: 'shop-test-client', clientSecret: 'shop-test-secret' };

export interface TokenRequestSeen {
  code: string | undefined;
  codeVerifier: string | undefined;
  redirectUri: string | undefined;
  clientId: string | undefined;
}

export interface OAuthStandIn {
  url: string;
  /** ServerOptions.oauthYandex of an API that logs in here. */
  options: OAuthClientOptions;
  /** The same as SHOP_API_OAUTH_YANDEX_* variables (a separately started API). */
  env: Record<string, string>;
  /** Every token request, in order (what the API sent). */
  tokenRequests: TokenRequestSeen[];
  /** The authorize step's URL with the account that is to log in there. */
  withAccount(authorizeUrl: string, account: StandInAccount): string;
  stop(): Promise<void>;
}

const field = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

function accountFrom(hint: string): StandInAccount {
  const parsed: unknown = JSON.parse(hint);
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    typeof (parsed as StandInAccount).id !== 'string'
  )
    throw new Error(`login_hint is not a stand-in account: ${hint}`);
  return parsed as StandInAccount;
}

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The provider's sign-in page: the authorize request again, with the account as login_hint. */
function signInPage(query: URLSearchParams, res: ServerResponse): void {
  const hidden = [...query]
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('');
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(`<!doctype html><html lang="en"><head><title>Stand-in Yandex ID</title></head><body>
<h1>Stand-in Yandex ID</h1><form method="get" action="/authorize">${hidden}
<label>Account (JSON) <input name="login_hint" required></label>
<button type="submit">Sign in</button></form></body></html>`);
}

/** Yandex ID's answer of login.yandex.ru/info?format=json for the account. */
function yandexInfo(account: StandInAccount): Record<string, unknown> {
  return {
    id: account.id,
    login: `user-${account.id}`,
    client_id: STAND_IN_CLIENT.clientId,
    first_name: account.firstName ?? '',
    last_name: account.lastName ?? '',
    ...(account.email ? { default_email: account.email, emails: [account.email] } : {}),
    ...(account.phone ? { default_phone: { id: 1, number: account.phone } } : {}),
  };
}

/** Starts the stand-in on 127.0.0.1 (port 0: any free port). */
export async function startOAuthStandIn(port = 0): Promise<OAuthStandIn> {
  const issuer = new OAuth2Issuer();
  await issuer.keys.generate('RS256');
  const service = new OAuth2Service(issuer, {
    authorize: '/authorize',
    token: '/token',
    userinfo: '/info',
  });
  const server = createServer((req, res) => {
    const requested = new URL(req.url ?? '/', 'http://stand-in');
    if (requested.pathname === '/authorize' && !requested.searchParams.has('login_hint'))
      return signInPage(requested.searchParams, res);
    return service.requestHandler(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  issuer.url = url;

  const accountOfCode = new Map<string, StandInAccount>();
  const usedCodes = new Set<string>();
  const accountOfToken = new Map<string, StandInAccount>();
  const tokenRequests: TokenRequestSeen[] = [];
  service.on('beforeAuthorizeRedirect', (redirect: MutableRedirectUri, req: IncomingMessage) => {
    const code = redirect.url.searchParams.get('code');
    const hint = new URL(req.url ?? '/', url).searchParams.get('login_hint');
    if (code && hint) accountOfCode.set(code, accountFrom(hint));
  });

  service.on('beforeResponse', (response: MutableResponse, req: TokenRequestIncomingMessage) => {
    const body: Record<string, unknown> = { ...req.body };
    const code = field(body.code);
    tokenRequests.push({
      code,
      codeVerifier: field(body.code_verifier),
      redirectUri: field(body.redirect_uri),
      clientId: field(body.client_id),
    });
    const refuse = (error: string, status = 400) => {
      response.statusCode = status;
      response.body = { error };
    };
    if (
      body.client_id !== STAND_IN_CLIENT.clientId ||
      body.client_secret !== STAND_IN_CLIENT.clientSecret
    )
      return refuse('invalid_client', 401);
    // A real provider's code works once and only with PKCE here (the mock checks the verifier).
    const account = code ? accountOfCode.get(code) : undefined;
    if (!code || !account || usedCodes.has(code) || !body.code_verifier)
      return refuse('invalid_grant');
    usedCodes.add(code);
    if (typeof response.body !== 'object') return refuse('server_error', 500);
    // Yandex ID is plain OAuth 2.0: no ID token.
    delete response.body.id_token;
    accountOfToken.set(String(response.body.access_token), account);
  });

  service.on('beforeUserinfo', (response: MutableResponse, req: IncomingMessage) => {
    const token = /^(?:Bearer|OAuth) (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const account = token ? accountOfToken.get(token) : undefined;
    if (!account) {
      response.statusCode = 401;
      response.body = { error: 'invalid_token' };
      return;
    }
    response.body = yandexInfo(account);
  });

  const options: OAuthClientOptions = {
    ...STAND_IN_CLIENT,
    authorizationUrl: `${url}/authorize`,
    tokenUrl: `${url}/token`,
    userinfoUrl: `${url}/info?format=json`,
  };
  return {
    url,
    options,
    env: {
      SHOP_API_OAUTH_YANDEX_CLIENT_ID: options.clientId,
      SHOP_API_OAUTH_YANDEX_CLIENT_SECRET: options.clientSecret,
      SHOP_API_OAUTH_YANDEX_AUTHORIZATION_URL: options.authorizationUrl,
      SHOP_API_OAUTH_YANDEX_TOKEN_URL: options.tokenUrl,
      SHOP_API_OAUTH_YANDEX_USERINFO_URL: options.userinfoUrl,
    },
    tokenRequests,
    withAccount: (authorizeUrl, account) => {
      const next = new URL(authorizeUrl);
      next.searchParams.set('login_hint', JSON.stringify(account));
      return next.href;
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
