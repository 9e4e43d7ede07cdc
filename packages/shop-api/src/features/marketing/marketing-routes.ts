/**
 * The marketing-platform stand-in (ADR 0016), apart from the shop's own calls: its own prefix
 * (/marketing), OpenAPI tag, tables and rate limit. POST /marketing/subscriptions,
 * /marketing/price-subscriptions, /marketing/stylist-consults.
 */
import type {
  MarketingSubscribeResponse,
  ProductSubscribeResponse,
  StylistConsultResponse,
} from '@shop/types';
import {
  MarketingSubscribeReply,
  ProductSubscribeBody,
  ProductSubscribeReply,
  StylistConsultBody,
  StylistConsultReply,
  SubscribeBody,
  replies,
} from '@shop/types/schemas';
import type { App, AppContext, FeaturePlugin } from '../../app-context';
import { HttpError } from '../../errors';
import { addressBucket } from '../../lib/address-bucket';
import { MARKETING_PREFIX, MARKETING_RATE_LIMIT, MARKETING_TAG } from './marketing-config';
import { MarketingPlatform } from './marketing-platform';
import { assertFields, emailChecks, stylistConsultChecks } from './marketing-validation';

/** One bucket per client address for the whole platform, as a platform's public API counts. */
function limitPerClient(scope: App, ctx: AppContext): void {
  if (ctx.options.disableRateLimit) return;
  const check = scope.createRateLimit({
    ...MARKETING_RATE_LIMIT,
    keyGenerator: (request) => `marketing:${addressBucket(request.ip)}`,
  });
  // onRequest, before body parsing and validation: malformed calls count too.
  scope.addHook('onRequest', async (request) => {
    const result = await check(request);
    // isAllowed means "on the allow list"; the count decides.
    if (!result.isAllowed && result.isExceeded) throw new HttpError('rate_limited');
  });
}

function marketingScope(scope: App, ctx: AppContext): void {
  const platform = new MarketingPlatform(ctx);
  limitPerClient(scope, ctx);
  // A real platform authenticates with its own public key, not the shop's session token; the
  // JSON-only bodies (a cross-site form cannot send one) and the rate limit stand in for that.
  const config = { csrf: false };

  scope.post(
    '/subscriptions',
    {
      config,
      schema: {
        tags: [MARKETING_TAG],
        summary: 'Adds an e-mail to the newsletter, sale or winter-sale list (idempotent)',
        body: SubscribeBody,
        response: replies({ 200: MarketingSubscribeReply }),
      },
    },
    async (request): Promise<MarketingSubscribeResponse> => {
      const { email, kind } = request.body;
      assertFields(emailChecks(email));
      const { alreadySubscribed } = await platform.subscribe(email, kind, request.shop.storefront);
      return { subscribed: true, alreadySubscribed };
    },
  );

  scope.post(
    '/price-subscriptions',
    {
      config,
      schema: {
        tags: [MARKETING_TAG],
        summary: 'Tells the e-mail when the product gets cheaper or is back in stock',
        body: ProductSubscribeBody,
        response: replies({ 200: ProductSubscribeReply }, 404),
      },
    },
    async (request): Promise<ProductSubscribeResponse> => {
      assertFields(emailChecks(request.body.email));
      if (!(await platform.productExists(request.body.productId)))
        throw new HttpError('not_found', `Unknown product ${request.body.productId}`);
      await platform.subscribeToProduct(request.body, request.shop.storefront);
      return { subscribed: true };
    },
  );

  scope.post(
    '/stylist-consults',
    {
      config,
      schema: {
        tags: [MARKETING_TAG],
        summary: 'A request for a stylist to call back (optionally about a product)',
        body: StylistConsultBody,
        response: replies({ 200: StylistConsultReply }, 404),
      },
    },
    async (request): Promise<StylistConsultResponse> => {
      assertFields(stylistConsultChecks(request.body));
      const { productId } = request.body;
      if (productId !== undefined && !(await platform.productExists(productId)))
        throw new HttpError('not_found', `Unknown product ${productId}`);
      const requestId = await platform.requestStylistConsult(request.body, request.shop.storefront);
      return { requestId };
    },
  );
}

export const marketingFeature: FeaturePlugin = async (app, { ctx }) => {
  await app.register(
    async (scope) => {
      marketingScope(scope, ctx);
    },
    { prefix: MARKETING_PREFIX },
  );
};
