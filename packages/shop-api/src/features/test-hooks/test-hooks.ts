/**
 * Test hooks: what a test harness needs to drive the shop as a person would but cannot read
 * from a phone or a mailbox (the last login code, a captcha's answer, a paid order's
 * certificate codes) or set up (a SKU running out). They reveal secrets and change data, so
 * they are never routes of the API: SHOP_API_TEST_HOOKS=1 starts them on a second listener
 * bound to 127.0.0.1 (SHOP_API_TEST_HOOKS_PORT, default 8091) that the shell's /api does not
 * reach, and production mode refuses to start with them (production-check.ts).
 */
import Fastify from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  DevCaptchaResponse,
  DevLastSmsResponse,
  DevOrderDepositsResponse,
  DevPaymentWindowResponse,
  DevProductPriceResponse,
  DevSkuStockResponse,
} from '@shop/types';
import {
  CaptchaTokenParam,
  DevCaptchaReply,
  DevLastSmsReply,
  DevOrderDepositsReply,
  DevPaymentWindowReply,
  DevProductPriceReply,
  DevSkuStockReply,
  LastSmsQuery,
  OrderIdParamOfHooks,
  ProductPriceBody,
  SkuStockBody,
  replies,
} from '@shop/types/schemas';
import type { App, AppContext } from '../../app-context';
import { registerErrorHandler } from '../../plugins/error-handler';
import { type DeclaredRoute, recordRoutes } from '../../plugins/route-catalogue';
import { HttpError } from '../../errors';
import { normalizePhone } from '../../lib/phone';
import { CodeRepository } from '../auth/code-repository';
import { confirmationTypeFor, flashcallNumber } from '../auth/confirmation-type';
import { priceColumns } from '../catalog/product-mapper';
import { cancelUnpaidOrders } from '../orders/payment-window';

/** Loopback only: the hooks are for a harness on the same machine, never for a network. */
export const TEST_HOOKS_HOST = '127.0.0.1';

/** The hooks' own Fastify instance over the API's database (not listening; main.ts starts it). */
export function buildTestHooks(
  ctx: AppContext,
): App & { declaredRoutes: readonly DeclaredRoute[] } {
  const app = Fastify({ logger: false }).withTypeProvider<TypeBoxTypeProvider>();
  const declaredRoutes = recordRoutes(app);
  registerErrorHandler(app);
  const codes = new CodeRepository(ctx);

  app.get(
    '/last-sms',
    {
      schema: {
        summary:
          'last code sent to a phone, its channel (sms or flashcall) and the calling number of a flashcall',
        querystring: LastSmsQuery,
        response: replies({ 200: DevLastSmsReply }, 404),
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
    '/captcha/:token',
    {
      schema: {
        summary: 'the answer of a captcha',
        params: CaptchaTokenParam,
        response: replies({ 200: DevCaptchaReply }, 404),
      },
    },
    async (request): Promise<DevCaptchaResponse> => {
      const row = await codes.captchaAnswer(request.params.token);
      if (!row) throw new HttpError('not_found', 'Unknown captcha');
      return { token: request.params.token, answer: row.answer };
    },
  );

  app.get(
    '/order-deposits/:orderId',
    {
      schema: {
        summary: 'the gift deposits (id, auth code) of a paid order',
        params: OrderIdParamOfHooks,
        response: replies({ 200: DevOrderDepositsReply }, 404),
      },
    },
    async (request): Promise<DevOrderDepositsResponse> => {
      const rows = await ctx.db
        .selectFrom('deposits')
        .select(['id', 'auth_code'])
        .where('order_id', '=', request.params.orderId)
        .orderBy('id')
        .execute();
      // A deposit has a code only once its order is paid: before that there is nothing to read.
      const issued = rows.filter((row) => row.auth_code);
      if (issued.length === 0)
        throw new HttpError('not_found', 'No deposit codes for this order (is it paid?)');
      return { deposits: issued.map((row) => ({ id: row.id, authCode: row.auth_code })) };
    },
  );

  app.post(
    '/orders/:orderId/past-payment-window',
    {
      schema: {
        summary:
          "move an order's placing back past the payment window and run the sweep, so E2E sees an unpaid order cancelled without waiting 30 minutes",
        params: OrderIdParamOfHooks,
        response: replies({ 200: DevPaymentWindowReply }, 404),
      },
    },
    async (request): Promise<DevPaymentWindowResponse> => {
      const placedAt = new Date(Date.now() - (ctx.options.paymentWindowSeconds + 1) * 1000);
      const moved = await ctx.db
        .updateTable('orders')
        .set({ created_at: placedAt.toISOString() })
        .where('id', '=', request.params.orderId)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0) throw new HttpError('not_found', 'Unknown order');
      return { cancelled: await cancelUnpaidOrders(ctx) };
    },
  );

  app.post(
    '/sku-stock',
    {
      schema: {
        summary:
          'set the stock of a SKU, so E2E can make an item run out between add to cart and order',
        body: SkuStockBody,
        response: replies({ 200: DevSkuStockReply }, 404),
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

  app.post(
    '/product-price',
    {
      schema: {
        summary:
          "set a product's final price in one currency, so E2E can see a price change reach the served pages",
        body: ProductPriceBody,
        response: replies({ 200: DevProductPriceReply }, 404),
      },
    },
    async (request): Promise<DevProductPriceResponse> => {
      const { productId, currency, price } = request.body;
      const column = priceColumns(currency).final;
      const previous = await ctx.db
        .selectFrom('products')
        .select(column)
        .where('id', '=', productId)
        .executeTakeFirst();
      if (!previous) throw new HttpError('not_found', 'Unknown product');
      await ctx.db
        .updateTable('products')
        .set({ [column]: price })
        .where('id', '=', productId)
        .execute();
      return { productId, currency, price, previousPrice: previous[column] };
    },
  );
  return Object.assign(app, { declaredRoutes });
}
