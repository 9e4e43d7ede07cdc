/** Brings a database to the current schema and seeds it when empty: once, however many instances start. */
import { sql } from 'kysely';
import { ensureSearchIndex } from '../features/catalog/search/search-index';
import { type SeedOptions, seedIfEmpty } from '../seed/seed';
import type { Db, DialectName } from './database';
import { migrate } from './migrate';

/**
 * One transaction: on PostgreSQL an advisory lock (per schema) makes instances that start
 * together wait for the first one's migration and seed instead of racing it. Returns true
 * when this call seeded.
 */
export async function prepareDatabase(
  db: Db,
  dialect: DialectName,
  seed: SeedOptions,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (dialect === 'postgres')
      await sql`SELECT pg_advisory_xact_lock(hashtext(current_schema()))`.execute(trx);
    await migrate(trx, dialect);
    const seeded = await seedIfEmpty(trx, seed);
    // After the seed: the index is built from the catalogue it wrote (or rebuilt if it changed).
    await ensureSearchIndex(trx, dialect);
    return seeded;
  });
}
