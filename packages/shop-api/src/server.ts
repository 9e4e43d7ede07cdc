/**
 * buildServer(options): the Fastify instance (not listening) over an opened, migrated
 * and (on first start) seeded database: the SQLite file, or PostgreSQL with a databaseUrl.
 * main.ts starts it.
 */
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { LogController } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Registry } from 'prom-client';
import { REQUEST_ID_LOG_LABEL, jsonLoggerOptions } from '@shop/error-codes/logs';
import { HealthReply, replies } from '@shop/types/schemas';
import type { App, AppContext } from './app-context';
import { type ServerOptions, resolveOptions } from './config';
import { openDatabase } from './db/database';
import { prepareDatabase } from './db/prepare-database';
import { authFeature } from './features/auth/auth-routes';
import { KnownDevices } from './features/auth/known-devices';
import { cancelUnpaidOrders } from './features/orders/payment-window';
import { cartFeature } from './features/cart/cart-routes';
import { careersFeature } from './features/careers/job-application-routes';
import { catalogFeature } from './features/catalog/catalog-routes';
import { contentFeature } from './features/content/content-routes';
import { depositFeature } from './features/deposits/deposit-routes';
import { favoriteFeature } from './features/favorites/favorite-routes';
import { locationFeature } from './features/location/location-routes';
import { marketingFeature } from './features/marketing/marketing-routes';
import { orderFeature } from './features/orders/order-routes';
import { paymentFeature } from './features/payments/payment-routes';
import { pickupPointFeature } from './features/pickup-points/pickup-point-routes';
import { refundFeature } from './features/refunds/refund-routes';
import { buildTestHooks } from './features/test-hooks/test-hooks';
import { consoleMailer } from './lib/mailer';
import { addressBucket } from './lib/address-bucket';
import { createMediaUrls } from './lib/media';
import { smsGatewayFrom } from './lib/sms-gateway';
import { trustProxyFunction, trustedPeerMatcher } from './lib/trusted-proxies';
import { registerErrorHandler } from './plugins/error-handler';
import { registerMetrics } from './plugins/metrics';
import { databaseRateLimitStore, removeEndedRateLimits } from './plugins/rate-limit-store';
import { registerSessionLimits } from './plugins/rate-limits';
import { type DeclaredRoute, recordRoutes } from './plugins/route-catalogue';
import { registerSessions, removeExpiredSessions } from './plugins/session';
import { UnsafeProductionError, productionProblems } from './production-check';
import { generateMedia } from './seed/generate-media';
import { demoDataIn } from './seed/demo-data';

export type ShopServer = App & {
  shopContext: AppContext;
  /** The test hooks' own instance (not listening) when options.testHooks; closed with the API. */
  testHooks?: App & { declaredRoutes: readonly DeclaredRoute[] };
  /** Every route as registered, with its response schema (ADR 24: the contract test walks it). */
  declaredRoutes: readonly DeclaredRoute[];
  /** Its Prometheus metrics, served by main.ts on a listener of their own (ADR 32). */
  metricsRegistry: Registry;
};

/** The OpenAPI document @fastify/swagger builds from the routes' schemas. */
const OpenApiDocument = Type.Object({}, { additionalProperties: true });

/** How often ended sessions are deleted. */
const SESSION_CLEANUP_MS = 10 * 60_000;
/** How often unpaid online orders past their payment window are looked for (ADR 44). */
const PAYMENT_SWEEP_MS = 60_000;

export async function buildServer(partial: Partial<ServerOptions> = {}): Promise<ShopServer> {
  const options = resolveOptions(partial);
  const { db, dialect, pool } = openDatabase(options);
  const seeded = await prepareDatabase(db, dialect, { demo: !options.production }).catch(
    async (error: unknown) => {
      await db.destroy();
      throw error;
    },
  );
  const problems = productionProblems(options, {
    demoData: options.production ? await demoDataIn(db) : [],
  });
  if (problems.length) {
    await db.destroy();
    throw new UnsafeProductionError(problems);
  }
  fs.mkdirSync(options.mediaDir, { recursive: true });
  const media = await generateMedia(options.mediaDir);

  // The edge (the shell's server) is the only peer whose forwarding headers count.
  const fromEdge = trustedPeerMatcher(options.trustedProxies);
  const app = Fastify({
    // One JSON object per line, with the edge's request id (ADR 32).
    logger: options.logger ? jsonLoggerOptions({ service: 'shop-api' }) : false,
    logController: new LogController({ requestIdLogLabel: REQUEST_ID_LOG_LABEL }),
    bodyLimit: options.bodyLimit,
    // Off by default in Fastify: a body that stalls would hold its connection forever.
    requestTimeout: options.requestTimeoutMs,
    connectionTimeout: options.requestTimeoutMs,
    // Node looks for overdue requests every 30 s by default; this closes them near their time-out.
    http: { connectionsCheckingInterval: Math.min(1000, options.requestTimeoutMs) },
    trustProxy: trustProxyFunction(fromEdge),
    forceCloseConnections: true,
    // The edge's request id, so one visitor's call reads the same in the shell's and the API's logs.
    requestIdHeader: 'x-request-id',
    ajv: { customOptions: { allErrors: true, coerceTypes: 'array', removeAdditional: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();
  const ctx: AppContext = {
    db,
    dialect,
    options,
    media: createMediaUrls(options.publicPath),
    sms: options.smsGateway ?? smsGatewayFrom(options),
    mailer: consoleMailer(),
  };
  app.log.info({ seeded, media, dialect }, 'database ready');

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: '@shop/shop-api',
        version: '0.1.0',
        description:
          'Reference backend of the jewelry storefront (docs/product/07-calls.md). The storefront comes from the X-Shop-Storefront: ru|en header, else the Host (en.* or *.com = en). Currency: RUB (ru), USD (en), AED when the country of the geolocation cookie (POST /location) is AE, RUB on the English storefront for Russia. State-changing calls need X-CSRF-Token from GET /token.',
      },
      tags: [
        {
          name: 'marketing',
          description:
            'Stand-in for the external marketing platform (ADR 0016): subscriptions, product alerts, stylist requests. Not the shop API; a real platform replaces it.',
        },
      ],
      components: {
        securitySchemes: {
          csrf: { type: 'apiKey', in: 'header', name: 'X-CSRF-Token' },
          session: { type: 'apiKey', in: 'cookie', name: 'shop_sid' },
        },
      },
    },
  });
  const declaredRoutes = recordRoutes(app);
  // Counters in the database: every instance behind a load balancer counts the same window.
  // Routes' config.rateLimit count per client address, an IPv6 /64 being one (lib/address-bucket.ts).
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseRateLimitStore(db),
    keyGenerator: (request) => addressBucket(request.ip),
  });
  await app.register(fastifyStatic, {
    root: path.resolve(options.mediaDir),
    prefix: '/media/',
    maxAge: '7d',
    immutable: true,
  });

  registerErrorHandler(app);
  const metricsRegistry = registerMetrics(app, { dialect, ...(pool ? { pool } : {}) });
  registerSessions(app, ctx, fromEdge);
  registerSessionLimits(app, ctx);

  app.get(
    '/health',
    { schema: { hide: true, response: replies({ 200: HealthReply }) } },
    async () => {
      if (!options.healthMemory) return { ok: true };
      const { rss, heapUsed, heapTotal } = process.memoryUsage();
      return { ok: true, memory: { rss, heapUsed, heapTotal } };
    },
  );
  app.get(
    '/openapi.json',
    { schema: { hide: true, response: replies({ 200: OpenApiDocument }) } },
    async () => app.swagger(),
  );

  // Each feature an encapsulated plugin over its repositories (ADR 24).
  for (const feature of [
    catalogFeature,
    contentFeature,
    authFeature,
    cartFeature,
    orderFeature,
    paymentFeature,
    favoriteFeature,
    depositFeature,
    locationFeature,
    pickupPointFeature,
    marketingFeature,
    refundFeature,
    careersFeature,
  ])
    await app.register(feature, { ctx });
  const testHooks = options.testHooks ? buildTestHooks(ctx) : undefined;

  const cleanUp = (): void => {
    removeExpiredSessions(ctx).catch((error: unknown) =>
      app.log.error({ error }, 'session clean-up failed'),
    );
    removeEndedRateLimits(db).catch((error: unknown) =>
      app.log.error({ error }, 'rate-limit clean-up failed'),
    );
    new KnownDevices(ctx)
      .removeForgotten()
      .catch((error: unknown) => app.log.error({ error }, 'known-device clean-up failed'));
  };
  const sweepUnpaid = (): void => {
    cancelUnpaidOrders(ctx)
      .then((cancelled) => {
        if (cancelled.length) app.log.info({ orders: cancelled }, 'unpaid orders cancelled');
      })
      .catch((error: unknown) => app.log.error({ error }, 'unpaid-order sweep failed'));
  };
  cleanUp();
  sweepUnpaid();
  const cleanup = setInterval(cleanUp, SESSION_CLEANUP_MS);
  const sweep = setInterval(sweepUnpaid, PAYMENT_SWEEP_MS);
  cleanup.unref();
  sweep.unref();

  app.addHook('onClose', async () => {
    clearInterval(cleanup);
    clearInterval(sweep);
    await testHooks?.close();
    await db.destroy();
  });

  return Object.assign(app, { shopContext: ctx, testHooks, declaredRoutes, metricsRegistry });
}
