/**
 * Third-party login (Yandex ID; docs/product/07-calls.md#profile-and-auth POST /oauth) as an OAuth 2.0 authorization-code flow
 * with state and PKCE:
 * - GET /oauth/yandex/authorize keeps a state and a code verifier for this session (used once,
 *   10 minutes) and sends the browser to the provider, which returns it to the storefront's
 *   /ya-callback?code=…&state=…;
 * - that page posts {provider, code, state} to POST /oauth, which takes the state back from this
 *   session only, exchanges the code (with the verifier and the client secret), reads the
 *   account from the provider and logs in the customer linked to it.
 * Who logs in comes from the provider alone; a link made in another session (login CSRF), an
 * old code or a made-up one logs nobody in. Without a configured client both answer
 * "not configured".
 */
import type { OAuthResponse } from '@shop/types';
import type { FastifyRequest } from 'fastify';
import { linkHostFor, linkHostsOf } from '@shop/storefront';
import { OAuthBody, OAuthReply, Redirect, replies } from '@shop/types/schemas';
import type { FeatureRoutes } from '../../app-context';
import { normalizePhone } from '../../lib/phone';
import { ensureSession } from '../../plugins/session';
import { authMessage, type AuthMessageCode } from './auth-messages';
import { AUTH_RATE_LIMIT } from './auth-schema';
import { OAuthClient, type ProviderIdentity } from './oauth-client';
import { OAuthRepository } from './oauth-repository';
import { loginSession } from './login';
import { UserRepository, phoneOf, phonePlaceholder, type UserRow } from './user-repository';
import { EMAIL_RE } from './validators';

const PROVIDER = 'yandex';
/** The storefront page the provider sends the browser back to (owned by mf-profile-auth). */
const CALLBACK_PATH = '/ya-callback';

export const registerOAuthRoutes: FeatureRoutes = (app, ctx) => {
  // Built once: a wrong endpoint (plain http off this machine) stops the start.
  const yandex = ctx.options.oauthYandex ? new OAuthClient(ctx.options.oauthYandex) : undefined;
  const pending = new OAuthRepository(ctx);
  // Only a shop with the login needs a plain host per storefront for its callback.
  const callbackHosts = yandex ? linkHostsOf(ctx.options.storefrontDomains) : undefined;
  const users = new UserRepository(ctx);
  const accounts = new LinkedAccounts(pending, users);
  const rateLimit = ctx.options.disableRateLimit ? undefined : AUTH_RATE_LIMIT;

  const failure = (request: FastifyRequest, code: AuthMessageCode): OAuthResponse => ({
    success: false,
    data: { user: null },
    message: authMessage(code, request.shop.locale),
  });

  app.get(
    '/oauth/yandex/authorize',
    {
      config: rateLimit ? { rateLimit } : {},
      schema: {
        tags: ['auth'],
        summary: 'Starts the Yandex ID login: redirects to the provider (state + PKCE)',
        response: replies({ 302: Redirect, 503: OAuthReply }),
      },
    },
    async (request, reply) => {
      if (!yandex || !callbackHosts)
        return reply.code(503).send(failure(request, 'oauth_not_configured'));
      const session = await ensureSession(ctx, request, reply);
      // The storefront's own address: the request's host only when the domain map names it
      // (the Host header is the client's to choose: another host would send the provider's
      // code there, attack pass), else the storefront's first configured host. The protocol
      // as the trusted edge reports it.
      const host = linkHostFor(request.host, callbackHosts[request.shop.storefront]);
      const redirectUri = `${request.protocol}://${host}${CALLBACK_PATH}`;
      const authorization = await yandex.authorizationRequest(redirectUri);
      await pending.saveState({
        state: authorization.state,
        session_id: session.id,
        provider: PROVIDER,
        code_verifier: authorization.codeVerifier,
        redirect_uri: redirectUri,
      });
      return reply.header('cache-control', 'no-store').redirect(authorization.url.href);
    },
  );

  app.post(
    '/oauth',
    {
      config: rateLimit ? { rateLimit } : {},
      schema: {
        tags: ['auth'],
        summary: 'Finishes the Yandex ID login: the code and state the provider returned',
        body: OAuthBody,
        response: replies({ 200: OAuthReply }),
      },
    },
    async (request, reply): Promise<OAuthResponse> => {
      if (!yandex) return failure(request, 'oauth_not_configured');
      const session = await ensureSession(ctx, request, reply);
      const { provider, code, state } = request.body;
      if (provider !== PROVIDER) return failure(request, 'oauth_failed');
      const started = await pending.takeState(state, session.id, provider);
      if (!started) return failure(request, 'oauth_failed');
      let identity: ProviderIdentity;
      try {
        identity = await yandex.identity(started.redirect_uri, code, state, started.code_verifier);
      } catch (error) {
        request.log.warn({ err: error }, 'the identity provider refused the login');
        return failure(request, 'oauth_failed');
      }
      const user = await accounts.userFor(provider, identity);
      await loginSession(ctx, request, user.id, phoneOf(user));
      return { success: true, data: { user: await users.toUser(user) }, message: null };
    },
  );
};

/** The customer behind a provider account, linked on its first login. */
class LinkedAccounts {
  constructor(
    private readonly links: OAuthRepository,
    private readonly users: UserRepository,
  ) {}

  async userFor(provider: string, identity: ProviderIdentity): Promise<UserRow> {
    const linked = await this.links.linkedUserId(provider, identity.subject);
    const known = linked === undefined ? undefined : await this.users.byId(linked);
    if (known) return known;
    // Only a phone the provider vouches for as the account's own joins an existing customer.
    const phone = identity.phone ? normalizePhone(identity.phone) : null;
    const user =
      (phone ? await this.users.byPhone(phone) : undefined) ??
      (await this.users.create({
        phone: phone ?? phonePlaceholder(provider, identity.subject),
        email: await this.freeEmail(identity.email),
        name: identity.firstName,
        surname: identity.lastName,
      }));
    const owner = await this.links.link(provider, identity.subject, user.id);
    // A concurrent first login linked the account first: that customer it is.
    return owner === user.id ? user : ((await this.users.byId(owner)) ?? user);
  }

  /** The provider's e-mail for a new customer, unless it is malformed or another's already. */
  private async freeEmail(email: string | null): Promise<string> {
    if (!email || !EMAIL_RE.test(email)) return '';
    return (await this.users.byEmail(email)) ? '' : email;
  }
}
