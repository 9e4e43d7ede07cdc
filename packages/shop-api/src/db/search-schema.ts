/**
 * The search index's tables (features/catalog/search), which the two databases build
 * differently: SQLite an FTS5 table over the documents, PostgreSQL tsvector columns with GIN
 * indexes and a pg_trgm index over the vocabulary. Idempotent, as every migration: run on
 * each start inside prepareDatabase's transaction.
 */
import { type Kysely, sql } from 'kysely';
import type { DialectName } from './database';
import type { DB } from './schema';
import { logWarning } from '@shop/error-codes';
import { SHOP_API_ERRORS } from '../log-codes';

const DOCUMENT_COLUMNS = `doc_id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL UNIQUE,
  name_x TEXT NOT NULL, name_s TEXT NOT NULL, meta_x TEXT NOT NULL, meta_s TEXT NOT NULL,
  body_x TEXT NOT NULL, body_s TEXT NOT NULL`;

/** How many documents have a word or stem in each field: counts, and what a query can find. */
const FIELD_COUNTS =
  'docs INTEGER NOT NULL, name_docs INTEGER NOT NULL, meta_docs INTEGER NOT NULL, body_docs INTEGER NOT NULL';

/** Both: the vocabulary (typo correction, query plans) and the same for stems. */
const VOCABULARY_DDL = [
  `CREATE TABLE IF NOT EXISTS search_terms (term TEXT PRIMARY KEY, stem TEXT NOT NULL, ${FIELD_COUNTS})`,
  `CREATE TABLE IF NOT EXISTS search_stems (stem TEXT PRIMARY KEY, ${FIELD_COUNTS})`,
];

/**
 * Contentless (the words live in search_documents), one column of tokens tagged with their
 * place (sqlite-search.ts: `nx` + a word of the name, `ns` + a stem of it, … `as` + any stem),
 * so "in the name as typed" is one term's list, not a filter over every occurrence. FTS5
 * returns matches in rowid order, which is doc_id, which is popularity. The words arrive
 * folded and stemmed by the analyzer; unicode61 folds case and Latin diacritics again for any
 * other writer. Prefix indexes of 3 to 5 characters (a tag and 1 to 3 letters) serve
 * suggestions while typing.
 */
const SQLITE_SEARCH_DDL = [
  `CREATE TABLE IF NOT EXISTS search_documents (${DOCUMENT_COLUMNS})`,
  `CREATE VIRTUAL TABLE IF NOT EXISTS search_fts USING fts5(terms,
    content='', tokenize='unicode61 remove_diacritics 2', prefix='3 4 5')`,
  ...VOCABULARY_DDL,
];

/** The fields and forms, as search-engine.ts's relevance classes name them. */
export const SEARCH_COLUMNS = ['name_x', 'name_s', 'meta_x', 'meta_s', 'body_x', 'body_s'] as const;

/**
 * One tsvector per field and form, generated from the analyzer's words: `*_x` the words as
 * they are ('simple'), `*_s` PostgreSQL's own stems of the same words through the `russian`
 * configuration (Cyrillic → russian_stem, Latin → english_stem); `all_vs` every field's stems,
 * for matching and counting. Separate columns, not weights of one: the planner estimates each
 * from its own statistics (it ignores weights), so it can tell a rare field match from a
 * common one.
 */
export const vectorOf = (column: (typeof SEARCH_COLUMNS)[number]) => column.replace('_', '_v');

const vector = (column: (typeof SEARCH_COLUMNS)[number]) =>
  `${vectorOf(column)} tsvector GENERATED ALWAYS AS (to_tsvector('${
    column.endsWith('_x') ? 'simple' : 'russian'
  }'::regconfig, ${column})) STORED`;

const POSTGRES_SEARCH_DDL = [
  `CREATE TABLE IF NOT EXISTS search_documents (${DOCUMENT_COLUMNS.replace(/INTEGER/g, 'BIGINT')},
    ${SEARCH_COLUMNS.map(vector).join(',\n    ')},
    all_vs tsvector GENERATED ALWAYS AS (to_tsvector('russian'::regconfig,
      name_x || ' ' || meta_x || ' ' || body_x)) STORED)`,
  ...[...SEARCH_COLUMNS.map(vectorOf), 'all_vs'].map(
    (column) =>
      `CREATE INDEX IF NOT EXISTS search_documents_${column} ON search_documents USING gin (${column})`,
  ),
  ...VOCABULARY_DDL.map((ddl) => ddl.replace(/INTEGER/g, 'BIGINT')),
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
    logWarning(
      SHOP_API_ERRORS.NO_TRIGRAMS,
      'pg_trgm is not available (typo candidates come from memory):',
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
