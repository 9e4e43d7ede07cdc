/**
 * Opens the shop's database and wraps it in Kysely: the embedded SQLite file by default, or
 * PostgreSQL when a postgres:// URL is given (any number of API instances on one database).
 */
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './schema';
import { withStatementCache } from './statement-cache';

export type Db = Kysely<DB>;

export type DialectName = 'sqlite' | 'postgres';

export interface OpenedDatabase {
  db: Db;
  dialect: DialectName;
  /** PostgreSQL's pool, for its figures on /metrics (SQLite has one connection). */
  pool?: pg.Pool;
}

export interface DatabaseLocation {
  /** SQLite file path; its directory is created when missing. Used when there is no URL. */
  dbPath: string;
  /** postgres://user:password@host:port/database — PostgreSQL instead of the SQLite file. */
  databaseUrl?: string;
}

const PG_INT8 = 20;
const PG_NUMERIC = 1700;

/**
 * pg answers bigint (count(*), sum()) and numeric as strings; the shop's numbers are all far
 * below 2^53, so they come back as numbers, as better-sqlite3 gives them.
 */
const numericTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === PG_INT8 || oid === PG_NUMERIC
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format as 'text')) as pg.CustomTypesConfig['getTypeParser'],
};

function openSqlite(file: string): Db {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // SQLite's own lower() and LIKE fold ASCII only; searches must match Cyrillic in any case.
  // (PostgreSQL gets the same function from the migration.)
  sqlite.function('shop_fold', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLocaleLowerCase('ru') : null,
  );
  return new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

function openPostgres(connectionString: string): { db: Db; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString, types: numericTypes, max: 10 });
  // An idle client's lost connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error('[shop-api] PostgreSQL pool error', error.message));
  return { db: new Kysely<DB>({ dialect: new PostgresDialect({ pool }) }), pool };
}

export const isPostgresUrl = (url: string | undefined): url is string =>
  Boolean(url && /^postgres(ql)?:\/\//.test(url));

export function openDatabase(location: DatabaseLocation): OpenedDatabase {
  if (isPostgresUrl(location.databaseUrl))
    return { ...openPostgres(location.databaseUrl), dialect: 'postgres' };
  return { db: openSqlite(location.dbPath), dialect: 'sqlite' };
}

export const nowIso = (): string => new Date().toISOString();
