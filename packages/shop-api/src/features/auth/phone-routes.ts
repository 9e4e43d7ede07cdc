/** Checkout phone confirmation: POST /phone/send_code, POST /phone/confirm. */
import type { ApiErrorCode, PhoneConfirmResponse, PhoneSendCodeResponse } from '@shop/types';
import {
  ConfirmBody,
  ConfirmReply,
  SendCodeBody,
  SendCodeReply,
  replies,
} from '@shop/types/schemas';
import type { FeatureRoutes } from '../../app-context';
import { normalizePhone } from '../../lib/phone';
import { ensureSession, updateSession } from '../../plugins/session';
import { authMessage, type AuthMessageCode } from './auth-messages';
import { AUTH_RATE_LIMIT } from './auth-schema';
import { CodeRepository, RESEND_COOLDOWN_S, codeCheckFailure } from './code-repository';
import { UserRepository } from './user-repository';
import { CODE_RE } from './validators';

export const registerPhoneRoutes: FeatureRoutes = (app, ctx) => {
  const codes = new CodeRepository(ctx);
  const users = new UserRepository(ctx);
  const rateLimit = ctx.options.disableRateLimit ? undefined : AUTH_RATE_LIMIT;

  app.post(
    '/phone/send_code',
    {
      config: rateLimit ? { rateLimit } : {},
      schema: {
        tags: ['auth'],
        summary: 'Send a code to confirm the checkout phone',
        body: SendCodeBody,
        response: replies({ 200: SendCodeReply }),
      },
    },
    async (request, reply): Promise<PhoneSendCodeResponse> => {
      const session = await ensureSession(ctx, request, reply);
      const phone = normalizePhone(request.body.phone);
      const fail = (
        code: ApiErrorCode & AuthMessageCode,
        resendTimeout = 0,
      ): PhoneSendCodeResponse => ({
        success: false,
        resendTimeout,
        message: authMessage(code, request.shop.locale),
        code,
      });
      if (!phone) return fail('phone_invalid');
      const wait = await codes.issueFromBrowser(request, phone, session.id, 'confirm');
      if (wait > 0) return fail('code_resend_too_early', wait);
      await updateSession(ctx, request, { confirmed_phone: null });
      return { success: true, resendTimeout: RESEND_COOLDOWN_S, message: null, code: null };
    },
  );

  app.post(
    '/phone/confirm',
    {
      config: rateLimit ? { rateLimit } : {},
      schema: {
        tags: ['auth'],
        summary: 'Confirm the checkout phone with the code',
        body: ConfirmBody,
        response: replies({ 200: ConfirmReply }),
      },
    },
    async (request, reply): Promise<PhoneConfirmResponse> => {
      const session = await ensureSession(ctx, request, reply);
      const user = await users.currentUser(session.user_id);
      const lastPhone = request.body.phone
        ? normalizePhone(request.body.phone)
        : await codes.lastConfirmationPhone(session.id);
      const fail = (
        code: ApiErrorCode & AuthMessageCode,
        message: AuthMessageCode = code,
      ): PhoneConfirmResponse => ({
        result: false,
        user,
        message: authMessage(message, request.shop.locale),
        code,
      });
      if (!lastPhone) return fail('code_not_sent');
      if (!CODE_RE.test(request.body.code)) return fail('code_invalid');
      const check = await codes.checkFromBrowser(
        request,
        reply,
        lastPhone,
        'confirm',
        request.body.code,
        session.id,
      );
      if (check !== 'ok') {
        const failure = codeCheckFailure(check);
        return fail(failure.code, failure.message);
      }
      await updateSession(ctx, request, { confirmed_phone: lastPhone });
      return { result: true, user, message: null, code: null };
    },
  );
};
