/**
 * The search index's tables (features/catalog/search), which the two databases build
 * differently: SQLite an FTS5 table over the documents, PostgreSQL tsvector columns with GIN
 * indexes and a pg_trgm index over the vocabulary. Idempotent, as every migration: run on
 * each start inside prepareDatabase's transaction.
 */
import { type Kysely, sql } from 'kysely';
import type { DialectName } from './database';
import type { DB } from './schema';

const DOCUMENT_COLUMNS = `doc_id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL UNIQUE,
  name_x TEXT NOT NULL, name_s TEXT NOT NULL, meta_x TEXT NOT NULL, meta_s TEXT NOT NULL,
  body_x TEXT NOT NULL, body_s TEXT NOT NULL`;

/**
 * Contentless (the words live in search_documents); detail=column keeps column filters
 * (name only, name and meta…) without positions no query needs. The words arrive folded and
 * stemmed by the analyzer; unicode61 folds case and Latin diacritics again for any other
 * writer. Prefix indexes of 2 and 3 characters serve suggestions while typing.
 */
const SQLITE_SEARCH_DDL = [
  `CREATE TABLE IF NOT EXISTS search_documents (${DOCUMENT_COLUMNS})`,
  `CREATE VIRTUAL TABLE IF NOT EXISTS search_fts USING fts5(name_x, meta_x, name_s, meta_s, body_s,
    content='', detail=column, tokenize='unicode61 remove_diacritics 2', prefix='2 3')`,
  `CREATE TABLE IF NOT EXISTS search_terms (term TEXT PRIMARY KEY, stem TEXT NOT NULL, docs INTEGER NOT NULL)`,
];

/** Weighted A (name), B (meta), C (description), as the relevance counts them. */
const weighted = (config: string) =>
  ['name_x', 'meta_x', 'body_x']
    .map(
      (column, index) =>
        `setweight(to_tsvector('${config}'::regconfig, ${column}), '${'ABC'[index]}')`,
    )
    .join(' || ');

/**
 * `exact`: the words as they are ('simple'); `stems`: PostgreSQL's own stems of the same words
 * through the `russian` configuration (Cyrillic → russian_stem, Latin → english_stem).
 */
const POSTGRES_SEARCH_DDL = [
  `CREATE TABLE IF NOT EXISTS search_documents (${DOCUMENT_COLUMNS.replace(/INTEGER/g, 'BIGINT')},
    exact tsvector GENERATED ALWAYS AS (${weighted('simple')}) STORED,
    stems tsvector GENERATED ALWAYS AS (${weighted('russian')}) STORED)`,
  `CREATE INDEX IF NOT EXISTS search_documents_exact ON search_documents USING gin (exact)`,
  `CREATE INDEX IF NOT EXISTS search_documents_stems ON search_documents USING gin (stems)`,
  `CREATE TABLE IF NOT EXISTS search_terms (term TEXT PRIMARY KEY, stem TEXT NOT NULL, docs BIGINT NOT NULL)`,
];

/** Where pg_trgm is installed when this migration installs it (kept out of the per-test schemas). */
export const TRIGRAM_SCHEMA = 'shop_extensions';

/** The schema pg_trgm lives in, or null when it is not installed in this database. */
export async function trigramSchema(db: Kysely<DB>): Promise<string | null> {
  const { rows } = await sql<{ schema: string }>`
    SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
    WHERE e.extname = 'pg_trgm'`.execute(db);
  return rows[0]?.schema ?? null;
}

/**
 * Installs pg_trgm when missing. It is a trusted extension (PostgreSQL 13+), so a database's
 * owner may create it without being a superuser. An extension exists once per database,
 * whatever the search_path: it goes into a schema of its own, not into the schema of the
 * instance that happens to start first (the tests give every server one, and drop them), and
 * queries name that schema. Without the right to create it, search still works: typo
 * candidates then come from the vocabulary in memory, as on SQLite.
 */
async function installTrigrams(db: Kysely<DB>): Promise<string | null> {
  const existing = await trigramSchema(db);
  if (existing) return existing;
  await sql`SAVEPOINT shop_pg_trgm`.execute(db);
  try {
    // Servers of other schemas may start at once: one creates, the others then find it.
    await sql`SELECT pg_advisory_xact_lock(hashtext('shop_pg_trgm'))`.execute(db);
    await sql.raw(`CREATE SCHEMA IF NOT EXISTS ${TRIGRAM_SCHEMA}`).execute(db);
    await sql.raw(`CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA ${TRIGRAM_SCHEMA}`).execute(db);
    await sql`RELEASE SAVEPOINT shop_pg_trgm`.execute(db);
  } catch (error) {
    await sql`ROLLBACK TO SAVEPOINT shop_pg_trgm`.execute(db);
    console.warn(
      '[shop-api] SEARCH-001 pg_trgm is not available (typo candidates come from memory):',
      error instanceof Error ? error.message : error,
    );
    return null;
  }
  return trigramSchema(db);
}

export async function migrateSearch(db: Kysely<DB>, dialect: DialectName): Promise<void> {
  if (dialect === 'sqlite') {
    for (const statement of SQLITE_SEARCH_DDL) await sql.raw(statement).execute(db);
    return;
  }
  for (const statement of POSTGRES_SEARCH_DDL) await sql.raw(statement).execute(db);
  const schema = await installTrigrams(db);
  if (schema)
    await sql`CREATE INDEX IF NOT EXISTS search_terms_trgm ON search_terms
      USING gin (term ${sql.id(schema)}.gin_trgm_ops)`.execute(db);
}
