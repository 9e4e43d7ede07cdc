/**
 * Phone-code auth (docs/product/04-states.md#auth-flow): POST /auth/identification → (captcha) → POST /auth/authenticate
 * → login, or POST /registration for a new phone; GET /captcha; GET /logout; the third-party
 * login (POST /oauth) in oauth-routes.ts. Answers pass to the UI unchanged, errors included.
 */
import type {
  ApiErrorCode,
  AuthAuthenticateResponse,
  AuthIdentificationResponse,
  RegistrationResponse,
} from '@shop/types';
import type { FastifyRequest } from 'fastify';
import {
  AuthenticateBody,
  AuthenticateReply,
  CaptchaReply,
  IdentificationBody,
  IdentificationReply,
  LogoutReply,
  RegistrationBody,
  RegistrationReply,
  TokenReply,
  replies,
} from '@shop/types/schemas';
import type { FeaturePlugin, FeatureRoutes } from '../../app-context';
import { HttpError } from '../../errors';
import { normalizePhone } from '../../lib/phone';
import { ensureSession, updateSession } from '../../plugins/session';
import { AUTH_RATE_LIMIT } from './auth-schema';
import { authMessage, type AuthMessageCode } from './auth-messages';
import { captchaImage } from './captcha-image';
import {
  CAPTCHA_THRESHOLD,
  CodeRepository,
  RESEND_COOLDOWN_S,
  codeCheckFailure,
} from './code-repository';
import { loginSession } from './login';
import { registerOAuthRoutes } from './oauth-routes';
import { registerPhoneRoutes } from './phone-routes';
import { registerProfileRoutes } from './profile-routes';
import { UserRepository, phoneOf } from './user-repository';
import { confirmationTypeFor } from './confirmation-type';
import { CODE_RE, checkBirthday, personalDataErrors } from './validators';

export const registerAuthRoutes: FeatureRoutes = (app, ctx) => {
  const users = new UserRepository(ctx);
  const codes = new CodeRepository(ctx);
  const rateLimit = ctx.options.disableRateLimit ? undefined : AUTH_RATE_LIMIT;

  const text = (request: FastifyRequest, code: AuthMessageCode): string =>
    authMessage(code, request.shop.locale);

  // Each failure stays on the step it belongs to: a bad phone on 1, a captcha on 2, a cooldown on 3.
  const identificationFailure = (
    request: FastifyRequest,
    code: ApiErrorCode & AuthMessageCode,
    extra: Partial<AuthIdentificationResponse> & Pick<AuthIdentificationResponse, 'step'>,
  ): AuthIdentificationResponse => ({
    success: false,
    captchaRequired: false,
    userExists: false,
    confirmationType: 'sms',
    resendTimeout: 0,
    message: text(request, code),
    code,
    ...extra,
  });

  app.get(
    '/token',
    {
      schema: {
        tags: ['auth'],
        summary: 'CSRF token of the session (creates the session cookie)',
        response: replies({ 200: TokenReply }),
      },
    },
    async (request, reply) => {
      const session = await ensureSession(ctx, request, reply);
      return { csrfToken: session.csrf_token };
    },
  );

  app.post(
    '/auth/identification',
    {
      config: rateLimit ? { rateLimit } : {},
      schema: {
        tags: ['auth'],
        summary: 'Step 1: phone → code by SMS (captcha when asked too often)',
        body: IdentificationBody,
        response: replies({ 200: IdentificationReply }),
      },
    },
    async (request, reply): Promise<AuthIdentificationResponse> => {
      const session = await ensureSession(ctx, request, reply);
      const phone = normalizePhone(request.body.phone);
      if (!phone) return identificationFailure(request, 'phone_invalid', { step: 1 });
      const { captchaToken, captchaCode } = request.body;
      if ((await codes.recentCount(phone, session.id)) >= CAPTCHA_THRESHOLD) {
        const captcha = { step: 2 as const, captchaRequired: true };
        if (!captchaToken || !captchaCode)
          return identificationFailure(request, 'captcha_required', captcha);
        if (!(await codes.solveCaptcha(captchaToken, captchaCode, session.id))) {
          return identificationFailure(request, 'captcha_invalid', captcha);
        }
      }
      const previous = await codes.lastCode(phone);
      const wait = await codes.issueFromBrowser(request, phone, session.id, 'login');
      if (wait > 0)
        return identificationFailure(request, 'code_resend_too_early', {
          step: 3,
          resendTimeout: wait,
        });
      const user = await users.byPhone(phone);
      return {
        success: true,
        step: 3,
        captchaRequired: false,
        userExists: Boolean(user),
        confirmationType: confirmationTypeFor(previous?.created_at),
        resendTimeout: RESEND_COOLDOWN_S,
        message: null,
        code: null,
      };
    },
  );

  app.post(
    '/auth/authenticate',
    {
      config: rateLimit ? { rateLimit } : {},
      schema: {
        tags: ['auth'],
        summary: 'Step 3: confirm the code; logs in or asks for registration',
        body: AuthenticateBody,
        response: replies({ 200: AuthenticateReply }),
      },
    },
    async (request, reply): Promise<AuthAuthenticateResponse> => {
      const session = await ensureSession(ctx, request, reply);
      const phone = normalizePhone(request.body.phone);
      const fail = (
        code: ApiErrorCode & AuthMessageCode,
        message: AuthMessageCode = code,
      ): AuthAuthenticateResponse => ({
        success: false,
        step: null,
        registrationRequired: false,
        user: null,
        message: text(request, message),
        code,
      });
      if (!phone) return fail('phone_invalid');
      if (!CODE_RE.test(request.body.code)) return fail('code_invalid');
      const check = await codes.checkFromBrowser(
        request,
        reply,
        phone,
        'login',
        request.body.code,
        session.id,
      );
      if (check !== 'ok') {
        const failure = codeCheckFailure(check);
        return fail(failure.code, failure.message);
      }
      const user = await users.byPhone(phone);
      const current = user || !session.user_id ? undefined : await users.byId(session.user_id);
      if (current && !phoneOf(current)) {
        // A customer from a third-party login without a phone confirms one: it becomes theirs.
        const updated = await users.setPhone(current.id, phone);
        await updateSession(ctx, request, { confirmed_phone: phone });
        return {
          success: true,
          step: null,
          registrationRequired: false,
          user: await users.toUser(updated),
          message: null,
          code: null,
        };
      }
      if (!user) {
        await updateSession(ctx, request, { confirmed_phone: phone });
        return {
          success: true,
          step: 4,
          registrationRequired: true,
          user: null,
          message: null,
          code: null,
        };
      }
      await loginSession(ctx, request, user.id, phone);
      return {
        success: true,
        step: null,
        registrationRequired: false,
        user: await users.toUser(user),
        message: null,
        code: null,
      };
    },
  );

  app.post(
    '/registration',
    {
      config: rateLimit ? { rateLimit } : {},
      schema: {
        tags: ['auth'],
        summary: 'Step 4: register the confirmed new phone',
        body: RegistrationBody,
        response: replies({ 200: RegistrationReply }),
      },
    },
    async (request, reply): Promise<RegistrationResponse> => {
      const session = await ensureSession(ctx, request, reply);
      const body = request.body;
      const phone = normalizePhone(body.phone);
      const errors: Record<string, string[]> = {};
      const t = (code: AuthMessageCode) => [text(request, code)];
      if (!phone) errors.phone = t('phone_invalid');
      else if (session.confirmed_phone !== phone) errors.phone = t('phone_not_confirmed');
      Object.assign(errors, personalDataErrors(body, t));
      if (body.birthday && !checkBirthday(body.birthday)) errors.birthday = t('birthday_format');
      const takenErrors = async (registering: string | null) => {
        if (registering && !errors.phone && (await users.byPhone(registering)))
          errors.phone = t('phone_taken');
        if (!errors.email && (await users.byEmail(body.email))) errors.email = t('email_taken');
      };
      const refused = () => ({
        success: false,
        user: null,
        message: text(request, 'validation_failed'),
        errors,
      });
      await takenErrors(phone);
      if (Object.keys(errors).length || !phone) return refused();
      const user = await users
        .create({
          phone,
          email: body.email,
          name: body.name.trim(),
          surname: body.surname.trim(),
          birthday: body.birthday ?? null,
          isSubscribed: body.isSubscribed ?? false,
        })
        .catch(async (error: unknown) => {
          // The same phone or e-mail registered by a request at the same moment: the unique
          // keys refuse the second (on PostgreSQL it answered 500, race probe stop 52).
          await takenErrors(phone);
          if (Object.keys(errors).length) return null;
          throw error;
        });
      if (!user) return refused();
      await loginSession(ctx, request, user.id, phone);
      return { success: true, user: await users.toUser(user), message: null, errors: null };
    },
  );

  app.get(
    '/captcha',
    {
      schema: {
        tags: ['auth'],
        summary: 'A captcha image and its token',
        response: replies({ 200: CaptchaReply }),
      },
    },
    async (request, reply) => {
      const session = await ensureSession(ctx, request, reply);
      const { token, answer } = await codes.createCaptcha(session.id);
      return { image: captchaImage(answer), token };
    },
  );

  registerOAuthRoutes(app, ctx);

  app.get(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log out (keeps the session, drops the user)',
        response: replies({ 200: LogoutReply }, 403),
      },
    },
    async (request) => {
      // A GET (the spec's) carries no CSRF token: another site's link, image or redirect could
      // log a customer out. Browsers say where such a request comes from (Sec-Fetch-Site).
      if (request.headers['sec-fetch-site'] === 'cross-site')
        throw new HttpError('forbidden', 'Log out from the shop itself');
      await updateSession(ctx, request, { user_id: null, confirmed_phone: null });
      return { success: true as const };
    },
  );
};

/** The auth feature: login by phone code or Yandex ID, phone confirmation, the profile. */
export const authFeature: FeaturePlugin = async (app, { ctx }) => {
  registerAuthRoutes(app, ctx);
  registerPhoneRoutes(app, ctx);
  registerProfileRoutes(app, ctx);
};
