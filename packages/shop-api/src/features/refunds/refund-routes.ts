/**
 * Refund requests (ADR 0026): POST /profile/orders/{id}/refunds files one for items of the
 * customer's own order; GET /profile/refunds lists the customer's requests with their state.
 * Both 401 for anonymous sessions; the order is looked up with its owner, so another customer's
 * order id is 404.
 */
import type { FastifyRequest } from 'fastify';
import {
  type ProfileRefundsResponse,
  type RefundCreateResponse,
  refundByBankTransfer,
} from '@shop/types';
import {
  ProfileRefundsReply,
  RefundCreateBody,
  RefundCreateReply,
  RefundOrderParam,
  replies,
} from '@shop/types/schemas';
import type { FeaturePlugin } from '../../app-context';
import { HttpError } from '../../errors';
import { addressBucket } from '../../lib/address-bucket';
import { requireUserId } from '../../plugins/session';
import { assertFields } from '../marketing/marketing-validation';
import { RefundRepository } from './refund-repository';
import { refundFieldChecks } from './refund-rules';

/** Per customer: a person files a few; a script walking order ids is stopped early. */
export const REFUND_RATE_LIMIT = { max: 20, timeWindow: '1 hour' } as const;

export const refundFeature: FeaturePlugin = async (app, { ctx }) => {
  const refunds = new RefundRepository(ctx);
  const rateLimit = ctx.options.disableRateLimit
    ? undefined
    : {
        ...REFUND_RATE_LIMIT,
        keyGenerator: (request: FastifyRequest) =>
          `refunds:${request.shop.session?.user_id ?? addressBucket(request.ip)}`,
      };

  app.get(
    '/profile/refunds',
    {
      config: { auth: true },
      schema: {
        tags: ['profile'],
        summary: "The customer's refund requests, newest first",
        response: replies({ 200: ProfileRefundsReply }, 401),
      },
    },
    async (request): Promise<ProfileRefundsResponse> => ({
      refunds: await refunds.byUser(requireUserId(request)),
    }),
  );

  app.post(
    '/profile/orders/:id/refunds',
    {
      config: { auth: true, ...(rateLimit ? { rateLimit } : {}) },
      schema: {
        tags: ['profile'],
        summary:
          "Asks to return items of the customer's own paid (or pay-on-receipt) order: quantities up to what was bought less earlier requests; bank details on the Russian storefront",
        params: RefundOrderParam,
        body: RefundCreateBody,
        response: replies({ 200: RefundCreateReply }, 400, 401, 403, 404, 429),
      },
    },
    async (request): Promise<RefundCreateResponse> => {
      const userId = requireUserId(request);
      const { storefront } = request.shop;
      const body = request.body;
      // The order's currency decides the bank details, not the storefront asked through.
      const currency = await refunds.currencyOf(userId, request.params.id);
      if (currency === null) throw new HttpError('not_found', 'No such order');
      const bankTransfer = refundByBankTransfer(currency);
      assertFields(refundFieldChecks(body, bankTransfer));
      const bank =
        bankTransfer && body.bank
          ? {
              inn: body.bank.inn.trim(),
              bik: body.bank.bik.trim(),
              account: body.bank.account.trim(),
            }
          : null;
      const refund = await refunds.create({
        userId,
        orderId: request.params.id,
        items: body.items,
        reason: body.reason.trim(),
        bank,
        storefront,
      });
      return { refund };
    },
  );
};
