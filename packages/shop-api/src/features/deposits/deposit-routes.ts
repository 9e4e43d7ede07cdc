/**
 * Certificates and gift deposits: GET /image-certificates, GET /deposits_design,
 * POST /order/deposits/create, POST /deposit/{id} (authCode), POST /deposit/{id}/add_to_profile.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type {
  ApiErrorBody,
  CertificateImagesResponse,
  DepositDesignsResponse,
  DepositOrderCreateResponse,
  GiftDepositAddToProfileResponse,
  GiftDepositResponse,
} from '@shop/types';
import {
  AuthCodeBody,
  type AuthCodeBodyType,
  CertificateImagesReply,
  CodeAttemptsExceededReply,
  DepositDesignsReply,
  DepositIdParam,
  type DepositIdParams,
  DepositOrderBody,
  DepositOrderCreateReply,
  GiftDepositAddToProfileReply,
  GiftDepositReply,
  replies,
} from '@shop/types/schemas';
import type { FeaturePlugin } from '../../app-context';
import { ERROR_STATUS, HttpError, errorBody } from '../../errors';
import { safeEqual } from '../../lib/ids';
import { normalizePhone } from '../../lib/phone';
import { ensureSession } from '../../plugins/session';
import { EMAIL_RE } from '../auth/validators';
import { DEFAULT_DEPOSIT_PAYMENT_METHOD } from '../cart/delivery-options';
import { OrderRepository } from '../orders/order-repository';
import { paymentRedirectUrl, requirePaymentProvider } from '../payments/payment-provider';
import { CERTIFICATE_IMAGE_COUNT } from '../../seed/generate-media';
import { TOO_MANY_CODE_ATTEMPTS, beginCodeAttempt } from './code-attempts';
import type { DepositOrderData } from './deposit-codes';
import {
  DepositRepository,
  type DepositRow,
  isPaidFor,
  normalizeDepositId,
} from './deposit-repository';
import {
  NO_CODE_YET,
  depositItemErrors,
  newDepositsOf,
  requireCertificateStorefront,
} from './new-deposits';

const MESSAGES = {
  invalid: { ru: 'Неверный код активации', en: 'Invalid activation code' },
  login: {
    ru: 'Войдите, чтобы добавить сертификат в профиль',
    en: 'Log in to add the certificate to your profile',
  },
  activated: { ru: 'Сертификат уже активирован', en: 'The certificate is already activated' },
  notPaid: {
    ru: 'Сертификат недействителен: его заказ не оплачен',
    en: 'The certificate is not valid: its order has not been paid',
  },
} as const;

export const depositFeature: FeaturePlugin = async (app, { ctx }) => {
  const deposits = new DepositRepository(ctx);
  const orders = new OrderRepository(ctx);

  app.get(
    '/image-certificates',
    { schema: { tags: ['certificates'], response: replies({ 200: CertificateImagesReply }) } },
    async (request): Promise<CertificateImagesResponse> => ({
      images: Array.from({ length: CERTIFICATE_IMAGE_COUNT }, (_, i) => ({
        id: i + 1,
        title: request.shop.locale === 'ru' ? `Сертификат ${i + 1}` : `Certificate ${i + 1}`,
        image: ctx.media.url(`certificates/c${i + 1}.jpg`),
      })),
    }),
  );

  app.get(
    '/deposits_design',
    { schema: { tags: ['certificates'], response: replies({ 200: DepositDesignsReply }) } },
    async (request): Promise<DepositDesignsResponse> => ({
      data: await deposits.designs(request.shop.locale, request.shop.currency),
    }),
  );

  app.post(
    '/order/deposits/create',
    {
      schema: {
        tags: ['certificates'],
        summary: 'Buy gift certificates (payment method 13 by default)',
        body: DepositOrderBody,
        response: replies({ 200: DepositOrderCreateReply }),
      },
    },
    async (request, reply): Promise<DepositOrderCreateResponse> => {
      requireCertificateStorefront(request.shop.storefront);
      const session = await ensureSession(ctx, request, reply);
      const body = request.body;
      const errors: Record<string, string[]> = {};
      if (!EMAIL_RE.test(body.email)) errors.email = ['wrong email'];
      const phone = normalizePhone(body.phone);
      if (!phone) errors.phone = ['wrong phone'];
      if (!body.fio.trim()) errors.fio = ['empty name'];
      Object.assign(
        errors,
        depositItemErrors(body.deposits, {
          designIds: await deposits.designIds(),
          buyerEmail: body.email,
        }),
      );
      if (Object.keys(errors).length) {
        return {
          result: null,
          cartChanged: false,
          error: 'Произошла ошибка при создании заказа',
          code: 'validation_failed',
          errors,
        };
      }
      // Paid online only: refused before the order is stored when nothing can take the payment.
      requirePaymentProvider(ctx);
      const total = body.deposits.reduce((sum, d) => sum + d.amount, 0);
      const currency = request.shop.currency;
      const bought = newDepositsOf(body.deposits);
      const data: DepositOrderData & { phone: string | null } = {
        email: body.email,
        phone,
        fio: body.fio,
        deposits: body.deposits,
        depositIds: bought.map((d) => d.id),
      };
      const orderId = await deposits.placeOrder(
        {
          userId: session.user_id,
          sessionId: session.id,
          kind: 'deposits',
          status: 'awaiting_payment',
          currency,
          finalSum: total,
          deliveryPrice: 0,
          deliveryMethodId: 4,
          paymentMethodId: body.payment_method_id ?? DEFAULT_DEPOSIT_PAYMENT_METHOD,
          data,
          lines: [],
          categories: {},
        },
        bought,
        body.fio,
      );
      const created = await orders.byId(orderId);
      if (!created) throw new HttpError('internal_error', 'The order was not saved');
      return {
        result: { orderId, paymentRequired: true, redirectUrl: paymentRedirectUrl(ctx, created) },
        cartChanged: false,
        error: null,
        code: null,
        errors: null,
      };
    },
  );

  /**
   * The deposit behind a number and code, under the guessing limits (code-attempts.ts): a
   * wrong code or an unknown number counts against the certificate, the session and the
   * address; while one of them is used up nothing is compared, so a right code fails too.
   */
  async function checkCode(
    request: FastifyRequest<{ Params: DepositIdParams; Body: AuthCodeBodyType }>,
    reply: FastifyReply,
  ): Promise<
    | { kind: 'ok'; row: DepositRow }
    | { kind: 'refused'; answer: GiftDepositResponse & Partial<ApiErrorBody> }
  > {
    const locale = request.shop.locale;
    const row = await deposits.byId(normalizeDepositId(request.params.depositId));
    const attempt = await beginCodeAttempt(ctx.db, request, row?.id);
    if (!attempt.allowed) {
      const text = TOO_MANY_CODE_ATTEMPTS[locale];
      reply.code(ERROR_STATUS.auth_code_attempts_exceeded);
      reply.header('retry-after', String(attempt.retryAfterSeconds));
      // The endpoint's own shape (messages, read by the activation page) and the API's
      // error shape (code, read by @shop/api-client) in one body.
      return {
        kind: 'refused',
        answer: {
          success: false,
          data: null,
          messages: [text],
          ...errorBody('auth_code_attempts_exceeded', text),
        },
      };
    }
    if (!row) throw new HttpError('not_found', 'Unknown deposit');
    // No code before payment: an empty one never matches (the body's code is not empty).
    if (row.auth_code === NO_CODE_YET || !safeEqual(row.auth_code, request.body.authCode)) {
      return {
        kind: 'refused',
        answer: { success: false, data: null, messages: [MESSAGES.invalid[locale]] },
      };
    }
    await attempt.forgive();
    // A right code of an order refunded or cancelled since (the code outlived the payment).
    if (!isPaidFor(row))
      return {
        kind: 'refused',
        answer: { success: false, data: null, messages: [MESSAGES.notPaid[locale]] },
      };
    return { kind: 'ok', row };
  }

  app.post(
    '/deposit/:depositId',
    {
      config: { csrf: false },
      schema: {
        tags: ['certificates'],
        summary: 'Gift deposit by id and auth code (its order paid; wrong codes are limited)',
        params: DepositIdParam,
        body: AuthCodeBody,
        response: replies({ 200: GiftDepositReply, 429: CodeAttemptsExceededReply }, 404),
      },
    },
    async (request, reply): Promise<GiftDepositResponse> => {
      const checked = await checkCode(request, reply);
      if (checked.kind === 'refused') return checked.answer;
      return {
        success: true,
        data: await deposits.toGift(checked.row, request.shop.locale),
        messages: [],
      };
    },
  );

  app.post(
    '/deposit/:depositId/add_to_profile',
    {
      schema: {
        tags: ['certificates'],
        summary:
          'Activate a gift deposit into the profile (login required; its order paid; wrong codes are limited)',
        params: DepositIdParam,
        body: AuthCodeBody,
        response: replies(
          { 200: GiftDepositAddToProfileReply, 429: CodeAttemptsExceededReply },
          401,
          404,
        ),
      },
    },
    async (request, reply): Promise<GiftDepositAddToProfileResponse> => {
      const locale = request.shop.locale;
      const checked = await checkCode(request, reply);
      if (checked.kind === 'refused') {
        const { data: _data, ...answer } = checked.answer;
        return answer;
      }
      const userId = request.shop.session?.user_id;
      if (!userId) throw new HttpError('unauthorized', MESSAGES.login[locale]);
      if (checked.row.activated) return { success: false, messages: [MESSAGES.activated[locale]] };
      if (!(await deposits.activate(checked.row.id, userId))) {
        // Activated by someone else, or its order stopped being paid, since the check.
        const now = await deposits.byId(checked.row.id);
        const message = now && !isPaidFor(now) ? MESSAGES.notPaid : MESSAGES.activated;
        return { success: false, messages: [message[locale]] };
      }
      return { success: true, messages: [] };
    },
  );
};
