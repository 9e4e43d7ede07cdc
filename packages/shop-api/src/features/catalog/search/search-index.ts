/**
 * Builds the search documents and the vocabulary from the catalogue: at start, inside
 * prepareDatabase's transaction (so one instance builds while the others wait), whenever the
 * catalogue or the analyzer changed since the last build. Both databases get the same rows;
 * SQLite then fills its FTS5 table from them, PostgreSQL generates its tsvector columns.
 */
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../../../db/database';
import type {
  DB,
  SearchDocumentTable,
  SearchFieldCounts,
  SearchStemTable,
  SearchTermTable,
} from '../../../db/schema';
import { analyzeField, stem, words } from './analyzer';
import { ftsTerms } from './sqlite-search';

/** Bump when the analyzer or the documents change: every database rebuilds its index once. */
export const SEARCH_INDEX_VERSION = '3';

const META_KEY = 'search_index';
const CHUNK_ROWS = 500;

type Names = { ru: string; en: string };

interface Characteristic {
  value?: Partial<Names>;
}

/** What the index was built from: changes when products, designers or categories change. */
async function catalogueStamp(db: Kysely<DB>): Promise<string> {
  const { rows } = await sql<Record<string, number | null>>`
    SELECT
      (SELECT count(*) FROM products) AS products,
      (SELECT max(id) FROM products) AS max_id,
      (SELECT sum(popularity) FROM products) AS popularity,
      (SELECT sum(is_archive) FROM products) AS archived,
      (SELECT sum(length(name_ru) + length(name_en) + length(description_ru)) FROM products) AS text,
      (SELECT count(*) + coalesce(sum(length(name)), 0) FROM designers) AS designers,
      (SELECT count(*) + coalesce(sum(length(name_ru) + length(name_en)), 0) FROM categories) AS categories,
      (SELECT count(*) FROM collections) AS collections`.execute(db);
  const row = rows[0] ?? {};
  return [SEARCH_INDEX_VERSION, ...Object.keys(row).map((key) => Number(row[key] ?? 0))].join(':');
}

/** The materials and stones of each product: its SKUs' characteristic values that are words. */
async function characteristicsByProduct(db: Kysely<DB>): Promise<Map<number, string[]>> {
  const rows = await db.selectFrom('skus').select(['product_id', 'characteristics']).execute();
  const seen = new Map<number, Set<string>>();
  for (const row of rows) {
    let list: Characteristic[];
    try {
      list = JSON.parse(row.characteristics) as Characteristic[];
    } catch {
      continue;
    }
    const values = seen.get(row.product_id) ?? new Set<string>();
    for (const { value } of list) {
      // Sizes and lengths are numbers: "17.5" is not something a shopper searches for.
      for (const text of [value?.ru, value?.en]) if (text && /\p{L}/u.test(text)) values.add(text);
    }
    seen.set(row.product_id, values);
  }
  return new Map([...seen].map(([id, values]) => [id, [...values]]));
}

async function buildDocuments(db: Kysely<DB>): Promise<SearchDocumentTable[]> {
  const [products, designers, categories, collections, characteristics] = await Promise.all([
    db
      .selectFrom('products')
      .select([
        'id',
        'designer_id',
        'category_id',
        'subcategory_id',
        'collection_id',
        'name_ru',
        'name_en',
        'description_ru',
        'description_en',
        'mod_type',
        'mod_name_ru',
        'mod_name_en',
      ])
      .where('is_archive', '=', 0)
      // doc_id follows popularity: suggestions take the first matches in this order.
      .orderBy('popularity', 'desc')
      .orderBy('id')
      .execute(),
    db.selectFrom('designers').select(['id', 'name']).execute(),
    db.selectFrom('categories').select(['id', 'name_ru', 'name_en']).execute(),
    db.selectFrom('collections').select(['id', 'name_ru', 'name_en']).execute(),
    characteristicsByProduct(db),
  ]);
  const designerName = new Map(designers.map((d) => [d.id, d.name]));
  const category = new Map<string, Names>(
    categories.map((c) => [c.id, { ru: c.name_ru, en: c.name_en }]),
  );
  const collection = new Map<string, Names>(
    collections.map((c) => [c.id, { ru: c.name_ru, en: c.name_en }]),
  );
  const both = (names: Names | undefined) => (names ? [names.ru, names.en] : []);
  return products.map((p, index) => {
    const name = analyzeField([p.name_ru, p.name_en]);
    const meta = analyzeField([
      designerName.get(p.designer_id),
      ...both(category.get(p.category_id)),
      ...both(category.get(p.subcategory_id)),
      ...both(p.collection_id ? collection.get(p.collection_id) : undefined),
      ...(characteristics.get(p.id) ?? []),
      ...(p.mod_type === 'color' ? [p.mod_name_ru, p.mod_name_en] : []),
    ]);
    const body = analyzeField([p.description_ru, p.description_en]);
    return {
      doc_id: index + 1,
      product_id: p.id,
      name_x: name.exact,
      name_s: name.stems,
      meta_x: meta.exact,
      meta_s: meta.stems,
      body_x: body.exact,
      body_s: body.stems,
    };
  });
}

const FIELDS = ['name', 'meta', 'body'] as const;

/** Per key, how many documents have it anywhere and in each field. */
function fieldCounts(
  documents: readonly SearchDocumentTable[],
  suffix: '_x' | '_s',
): Map<string, SearchFieldCounts> {
  const counts = new Map<string, SearchFieldCounts>();
  const entry = (key: string) => {
    let found = counts.get(key);
    if (!found) {
      found = { docs: 0, name_docs: 0, meta_docs: 0, body_docs: 0 };
      counts.set(key, found);
    }
    return found;
  };
  for (const doc of documents) {
    const anywhere = new Set<string>();
    for (const field of FIELDS) {
      for (const key of new Set(words(doc[`${field}${suffix}`]))) {
        entry(key)[`${field}_docs`] += 1;
        anywhere.add(key);
      }
    }
    for (const key of anywhere) entry(key).docs += 1;
  }
  return counts;
}

/** Every word of the documents, with its stem and counts. */
const vocabulary = (documents: readonly SearchDocumentTable[]): SearchTermTable[] =>
  [...fieldCounts(documents, '_x')].map(([term, counts]) => ({
    term,
    stem: stem(term),
    ...counts,
  }));

/** Every stem of the documents, with its counts. */
const stemCounts = (documents: readonly SearchDocumentTable[]): SearchStemTable[] =>
  [...fieldCounts(documents, '_s')].map(([found, counts]) => ({ stem: found, ...counts }));

async function insertChunks<T extends 'search_documents' | 'search_terms' | 'search_stems'>(
  db: Kysely<DB>,
  table: T,
  rows: readonly DB[T][],
): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    // Kysely's insert types are per table; the rows are exactly the table's columns.
    await db
      .insertInto(table)
      .values(rows.slice(start, start + CHUNK_ROWS) as never)
      .execute();
  }
}

/**
 * Rebuilds the index when the catalogue changed since it was built (or never was). Returns
 * whether it rebuilt. Runs inside prepareDatabase's transaction.
 */
export async function ensureSearchIndex(db: Kysely<DB>, dialect: DialectName): Promise<boolean> {
  const stamp = await catalogueStamp(db);
  const built = await db
    .selectFrom('meta')
    .select('value')
    .where('key', '=', META_KEY)
    .executeTakeFirst();
  if (built?.value === stamp) return false;

  const documents = await buildDocuments(db);
  await db.deleteFrom('search_documents').execute();
  await db.deleteFrom('search_terms').execute();
  await db.deleteFrom('search_stems').execute();
  await insertChunks(db, 'search_documents', documents);
  await insertChunks(db, 'search_terms', vocabulary(documents));
  await insertChunks(db, 'search_stems', stemCounts(documents));
  if (dialect === 'sqlite') {
    await sql`INSERT INTO search_fts(search_fts) VALUES ('delete-all')`.execute(db);
    for (let start = 0; start < documents.length; start += CHUNK_ROWS) {
      const rows = documents
        .slice(start, start + CHUNK_ROWS)
        .map((doc) => sql`(${doc.doc_id}, ${ftsTerms(doc)})`);
      await sql`INSERT INTO search_fts (rowid, terms) VALUES ${sql.join(rows)}`.execute(db);
    }
  } else {
    // Fresh statistics: the planner picks between the GIN indexes and doc_id order by them.
    await sql`ANALYZE search_documents`.execute(db);
  }
  await db
    .insertInto('meta')
    .values({ key: META_KEY, value: stamp })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: stamp }))
    .execute();
  return true;
}
