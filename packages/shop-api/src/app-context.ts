/** What every feature's routes receive: the database, options and media URL builder. */
import type BetterSqlite3 from 'better-sqlite3';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ServerOptions } from './config';
import type { Db } from './db/database';
import type { MediaUrls } from './lib/media';

export interface AppContext {
  db: Db;
  sqlite: BetterSqlite3.Database;
  options: ServerOptions;
  media: MediaUrls;
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

export type FeatureRoutes = (app: App, ctx: AppContext) => void;
