/** What every feature's routes receive: the database, options and media URL builder. */
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type {
  FastifyPluginAsyncTypebox,
  TypeBoxTypeProvider,
} from '@fastify/type-provider-typebox';
import type { ServerOptions } from './config';
import type { Db, DialectName } from './db/database';
import type { Mailer } from './lib/mailer';
import type { MediaUrls } from './lib/media';
import type { SmsGateway } from './lib/sms-gateway';

export interface AppContext {
  db: Db;
  /** Which database db speaks to (queries are written to run on both). */
  dialect: DialectName;
  options: ServerOptions;
  media: MediaUrls;
  /** Where login and confirmation codes are sent. */
  sms: SmsGateway;
  /** Where emails go (gift certificate codes): the console, until a mail service is wired. */
  mailer: Mailer;
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** Routes of one part of a feature, called by the feature's plugin. */
export type FeatureRoutes = (app: App, ctx: AppContext) => void;

export interface FeatureOptions {
  ctx: AppContext;
}

/**
 * A feature of the API (ADR 24): an encapsulated Fastify plugin over its repositories, its
 * routes declaring request and response schemas from @shop/types/schemas; server.ts registers it
 * with `app.register(feature, { ctx })`.
 */
export type FeaturePlugin = FastifyPluginAsyncTypebox<FeatureOptions>;
