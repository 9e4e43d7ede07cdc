/**
 * Certificates and gift deposits: GET /image-certificates, GET /deposits_design,
 * POST /order/deposits/create, POST /deposit/{id} (authCode), POST /deposit/{id}/add_to_profile.
 */
import type {
  CertificateImagesResponse,
  DepositDesignsResponse,
  DepositOrderCreateResponse,
  GiftDepositAddToProfileResponse,
  GiftDepositResponse,
} from '@shop/types';
import type { FeatureRoutes } from '../../app-context';
import { HttpError } from '../../errors';
import { randomDigits, safeEqual } from '../../lib/ids';
import { normalizePhone } from '../../lib/phone';
import { ensureSession } from '../../plugins/session';
import { EMAIL_RE } from '../auth/validators';
import { DEFAULT_DEPOSIT_PAYMENT_METHOD } from '../cart/delivery-options';
import { OrderRepository } from '../orders/order-repository';
import { paymentRedirectUrl } from '../payments/payment-provider';
import { CERTIFICATE_IMAGE_COUNT } from '../../seed/generate-media';
import { AuthCodeBody, DepositIdParam, DepositOrderBody } from './deposit-schema';
import { DepositRepository } from './deposit-repository';

const MESSAGES = {
  invalid: { ru: 'Неверный код активации', en: 'Invalid activation code' },
  login: {
    ru: 'Войдите, чтобы добавить сертификат в профиль',
    en: 'Log in to add the certificate to your profile',
  },
  activated: { ru: 'Сертификат уже активирован', en: 'The certificate is already activated' },
} as const;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** A real calendar day, today or later (UTC day strings compare in order). */
function isSendDateValid(value: string, today: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const day = match[0];
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day && day >= today;
}

export const registerDepositRoutes: FeatureRoutes = (app, ctx) => {
  const deposits = new DepositRepository(ctx);
  const orders = new OrderRepository(ctx);

  app.get(
    '/image-certificates',
    { schema: { tags: ['certificates'] } },
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
    { schema: { tags: ['certificates'] } },
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
      },
    },
    async (request, reply): Promise<DepositOrderCreateResponse> => {
      const session = await ensureSession(ctx, request, reply);
      const body = request.body;
      const errors: Record<string, string[]> = {};
      if (!EMAIL_RE.test(body.email)) errors.email = ['wrong email'];
      const phone = normalizePhone(body.phone);
      if (!phone) errors.phone = ['wrong phone'];
      if (!body.fio.trim()) errors.fio = ['empty name'];
      const today = new Date().toISOString().slice(0, 10);
      body.deposits.forEach((d, i) => {
        if (d.amount < 1000 || d.amount > 200_000)
          errors[`deposits.${i}.amount`] = ['certificate range 1000-200,000'];
        const recipient = d.recipientEmail?.trim().toLowerCase();
        if (recipient && !EMAIL_RE.test(recipient))
          errors[`deposits.${i}.recipientEmail`] = ['wrong email'];
        else if (recipient && recipient === body.email.trim().toLowerCase())
          errors[`deposits.${i}.recipientEmail`] = ['cannot send a certificate to your own mail'];
        // A send date is a calendar day (yyyy-mm-dd…); one before today cannot be honoured.
        // Null ("now") arrives as '' after the schema's type coercion.
        if (d.sendDate && !isSendDateValid(d.sendDate, today))
          errors[`deposits.${i}.sendDate`] = ['wrong date'];
      });
      const designIds = new Set(
        (await ctx.db.selectFrom('deposit_designs').select('id').execute()).map((d) => d.id),
      );
      body.deposits.forEach((d, i) => {
        if (!designIds.has(d.designId)) errors[`deposits.${i}.designId`] = ['unknown design'];
      });
      if (Object.keys(errors).length) {
        return {
          result: null,
          cartChanged: false,
          error: 'Произошла ошибка при создании заказа',
          code: 'validation_failed',
          errors,
        };
      }
      const total = body.deposits.reduce((sum, d) => sum + d.amount, 0);
      const currency = request.shop.currency;
      const orderId = await ctx.db.transaction().execute(async (trx) => {
        const id = await orders.insert(trx, {
          userId: session.user_id,
          sessionId: session.id,
          kind: 'deposits',
          status: 'awaiting_payment',
          currency,
          finalSum: total,
          deliveryPrice: 0,
          deliveryMethodId: 4,
          paymentMethodId: body.payment_method_id ?? DEFAULT_DEPOSIT_PAYMENT_METHOD,
          data: { email: body.email, phone, fio: body.fio, deposits: body.deposits },
          lines: [],
          categories: {},
        });
        await trx
          .insertInto('deposits')
          .values(
            body.deposits.map((d, i) => ({
              id: `GD-${id}-${i + 1}`,
              auth_code: randomDigits(4),
              amount: d.amount,
              currency,
              design_id: d.designId,
              activated: 0,
              user_id: null,
              sender_name: body.fio,
              message: d.message ?? '',
              order_id: id,
              expires_at: new Date(Date.now() + 365 * 86_400_000).toISOString(),
            })),
          )
          .execute();
        return id;
      });
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

  app.post(
    '/deposit/:depositId',
    {
      config: { csrf: false },
      schema: {
        tags: ['certificates'],
        summary: 'Gift deposit by id and auth code',
        params: DepositIdParam,
        body: AuthCodeBody,
      },
    },
    async (request): Promise<GiftDepositResponse> => {
      const row = await deposits.byId(request.params.depositId);
      if (!row) throw new HttpError('not_found', 'Unknown deposit');
      if (!safeEqual(row.auth_code, request.body.authCode)) {
        return { success: false, data: null, messages: [MESSAGES.invalid[request.shop.locale]] };
      }
      return { success: true, data: await deposits.toGift(row, request.shop.locale), messages: [] };
    },
  );

  app.post(
    '/deposit/:depositId/add_to_profile',
    {
      schema: {
        tags: ['certificates'],
        summary: 'Activate a gift deposit into the profile (login required)',
        params: DepositIdParam,
        body: AuthCodeBody,
      },
    },
    async (request): Promise<GiftDepositAddToProfileResponse> => {
      const locale = request.shop.locale;
      const row = await deposits.byId(request.params.depositId);
      if (!row) throw new HttpError('not_found', 'Unknown deposit');
      if (!safeEqual(row.auth_code, request.body.authCode))
        return { success: false, messages: [MESSAGES.invalid[locale]] };
      const userId = request.shop.session?.user_id;
      if (!userId) throw new HttpError('unauthorized', MESSAGES.login[locale]);
      if (row.activated) return { success: false, messages: [MESSAGES.activated[locale]] };
      await deposits.activate(row.id, userId);
      return { success: true, messages: [] };
    },
  );
};
