/**
 * The OAuth 2.0 client of the third-party login (Yandex ID): the authorization URL with a state
 * and a PKCE (S256) challenge, then code → token (with the verifier and the client's secret) →
 * the provider's user info. openid-client speaks the protocol; Yandex ID is plain OAuth 2.0 (no
 * discovery document, no ID token), so its endpoints are given.
 */
import * as client from 'openid-client';
import type { OAuthClientOptions } from '../../config';

/** Who logged in, as the provider says. */
export interface ProviderIdentity {
  /** The provider's stable id of the account. */
  subject: string;
  /** The account's own phone (Yandex: default_phone.number), as the provider writes it. */
  phone: string | null;
  email: string | null;
  firstName: string;
  lastName: string;
}

export interface AuthorizationRequest {
  url: URL;
  state: string;
  codeVerifier: string;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
/** The provider's calls (token, user info) give up after this long. */
const PROVIDER_TIMEOUT_S = 10;

/**
 * True when an endpoint is plain http, which is allowed on this machine only (a test stand-in);
 * any other non-https endpoint stops the start.
 */
function needsPlainHttp(urls: readonly string[]): boolean {
  let plain = false;
  for (const raw of urls) {
    const url = new URL(raw);
    if (url.protocol === 'https:') continue;
    if (url.protocol !== 'http:' || !LOOPBACK_HOSTS.has(url.hostname)) {
      throw new Error(
        `OAuth endpoint ${raw} must be https (plain http is allowed on 127.0.0.1 and localhost only)`,
      );
    }
    plain = true;
  }
  return plain;
}

export class OAuthClient {
  private readonly config: client.Configuration;
  private readonly userinfoUrl: URL;

  constructor(options: OAuthClientOptions) {
    const { authorizationUrl, tokenUrl, userinfoUrl } = options;
    const plainHttp = needsPlainHttp([authorizationUrl, tokenUrl, userinfoUrl]);
    this.config = new client.Configuration(
      {
        // Without a discovery document the authorization server's origin names the issuer.
        issuer: new URL(authorizationUrl).origin,
        authorization_endpoint: authorizationUrl,
        token_endpoint: tokenUrl,
        userinfo_endpoint: userinfoUrl,
      },
      options.clientId,
      options.clientSecret,
    );
    this.config.timeout = PROVIDER_TIMEOUT_S;
    if (plainHttp) client.allowInsecureRequests(this.config);
    this.userinfoUrl = new URL(userinfoUrl);
  }

  /** Where to send the browser, with a fresh state and PKCE pair (the caller keeps both). */
  async authorizationRequest(redirectUri: string): Promise<AuthorizationRequest> {
    const state = client.randomState();
    const codeVerifier = client.randomPKCECodeVerifier();
    const url = client.buildAuthorizationUrl(this.config, {
      response_type: 'code',
      redirect_uri: redirectUri,
      state,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url, state, codeVerifier };
  }

  /** Exchanges the code and reads the account; throws when the provider refuses either step. */
  async identity(
    redirectUri: string,
    code: string,
    state: string,
    codeVerifier: string,
  ): Promise<ProviderIdentity> {
    const callback = new URL(redirectUri);
    callback.searchParams.set('code', code);
    callback.searchParams.set('state', state);
    const tokens = await client.authorizationCodeGrant(this.config, callback, {
      pkceCodeVerifier: codeVerifier,
      expectedState: state,
    });
    const response = await client.fetchProtectedResource(
      this.config,
      tokens.access_token,
      this.userinfoUrl,
      'GET',
    );
    if (!response.ok) throw new Error(`the user info endpoint answered ${response.status}`);
    return yandexIdentity(await response.json());
  }
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

/** Yandex ID's user info (login.yandex.ru/info): id, default_email, default_phone.number, names. */
export function yandexIdentity(body: unknown): ProviderIdentity {
  const info: Record<string, unknown> =
    typeof body === 'object' && body !== null ? { ...body } : {};
  const id = typeof info.id === 'number' ? String(info.id) : text(info.id);
  if (!id) throw new Error('the user info carries no account id');
  const phone =
    typeof info.default_phone === 'object' && info.default_phone !== null
      ? text((info.default_phone as { number?: unknown }).number)
      : null;
  return {
    subject: id,
    phone,
    email: text(info.default_email),
    firstName: text(info.first_name) ?? '',
    lastName: text(info.last_name) ?? '',
  };
}
