/** Opens (and creates) the SQLite file and wraps it in Kysely. */
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { migrate } from './migrate';
import type { DB } from './schema';

export type Db = Kysely<DB>;

export interface OpenedDatabase {
  db: Db;
  sqlite: BetterSqlite3.Database;
}

export function openDatabase(file: string): OpenedDatabase {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  migrate(sqlite);
  // SQLite's own lower() and LIKE fold ASCII only; searches must match Cyrillic in any case.
  sqlite.function('shop_fold', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLocaleLowerCase('ru') : null,
  );
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, sqlite };
}

export const nowIso = (): string => new Date().toISOString();
