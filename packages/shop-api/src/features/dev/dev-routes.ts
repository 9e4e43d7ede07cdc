/** Development-only endpoints (absent when SHOP_API_MODE=production): SMS codes and captcha answers for E2E. */
import { Type } from '@fastify/type-provider-typebox';
import type {
  DevCaptchaResponse,
  DevLastSmsResponse,
  DevOrderDepositsResponse,
  DevSkuStockResponse,
} from '@shop/types';
import type { FeatureRoutes } from '../../app-context';
import { HttpError } from '../../errors';
import { normalizePhone } from '../../lib/phone';
import { CodeRepository } from '../auth/code-repository';
import { confirmationTypeFor, flashcallNumber } from '../auth/confirmation-type';

export const registerDevRoutes: FeatureRoutes = (app, ctx) => {
  const codes = new CodeRepository(ctx);

  app.get(
    '/dev/last-sms',
    {
      schema: {
        tags: ['dev'],
        summary:
          'DEV ONLY: last code sent to a phone, its channel (sms or flashcall) and the calling number of a flashcall',
        querystring: Type.Object({ phone: Type.String({ maxLength: 30 }) }),
      },
    },
    async (request): Promise<DevLastSmsResponse> => {
      const phone = normalizePhone(request.query.phone);
      if (!phone) throw new HttpError('phone_invalid');
      const [last, previous] = await ctx.db
        .selectFrom('sms_codes')
        .select(['code', 'created_at'])
        .where('phone', '=', phone)
        .orderBy('id', 'desc')
        .limit(2)
        .execute();
      if (!last) throw new HttpError('not_found', 'No SMS for this phone');
      const confirmationType = confirmationTypeFor(
        previous?.created_at,
        Date.parse(last.created_at),
      );
      return {
        phone,
        code: last.code,
        sentAt: last.created_at,
        confirmationType,
        callerNumber: confirmationType === 'flashcall' ? flashcallNumber(last.code) : null,
      };
    },
  );

  app.get(
    '/dev/captcha/:token',
    {
      schema: {
        tags: ['dev'],
        summary: 'DEV ONLY: the answer of a captcha',
        params: Type.Object({ token: Type.String({ maxLength: 100 }) }),
      },
    },
    async (request): Promise<DevCaptchaResponse> => {
      const row = await codes.captchaAnswer(request.params.token);
      if (!row) throw new HttpError('not_found', 'Unknown captcha');
      return { token: request.params.token, answer: row.answer };
    },
  );

  app.get(
    '/dev/order-deposits/:orderId',
    {
      schema: {
        tags: ['dev'],
        summary: 'DEV ONLY: the gift deposits (id, auth code) an order created',
        params: Type.Object({ orderId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
      },
    },
    async (request): Promise<DevOrderDepositsResponse> => {
      const rows = await ctx.db
        .selectFrom('deposits')
        .select(['id', 'auth_code'])
        .where('order_id', '=', request.params.orderId)
        .orderBy('id')
        .execute();
      if (rows.length === 0) throw new HttpError('not_found', 'No deposits for this order');
      return { deposits: rows.map((row) => ({ id: row.id, authCode: row.auth_code })) };
    },
  );

  app.post(
    '/dev/sku-stock',
    {
      schema: {
        tags: ['dev'],
        summary:
          'DEV ONLY: set the stock of a SKU, so E2E can make an item run out between add to cart and order',
        body: Type.Object({
          skuId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
          stock: Type.Integer({ minimum: 0, maximum: 1000 }),
        }),
      },
    },
    async (request): Promise<DevSkuStockResponse> => {
      const { skuId, stock } = request.body;
      const previous = await ctx.db
        .selectFrom('skus')
        .select('stock')
        .where('id', '=', skuId)
        .executeTakeFirst();
      if (!previous) throw new HttpError('not_found', 'Unknown SKU');
      await ctx.db.updateTable('skus').set({ stock }).where('id', '=', skuId).execute();
      return { skuId, stock, previousStock: previous.stock };
    },
  );
};
