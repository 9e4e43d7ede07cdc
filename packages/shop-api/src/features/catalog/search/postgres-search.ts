/**
 * Search on PostgreSQL: its own full-text search over search_documents' generated tsvector
 * columns (GIN indexes): a `*_vx` column per field with the words as typed ('simple'), a
 * `*_vs` column with PostgreSQL's stems (`russian` configuration), `all_vs` for matching and
 * counting; pg_trgm over the vocabulary for typos.
 */
import { type Expression, type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { DB } from '../../../db/schema';
import { trigramSchema, vectorOf } from '../../../db/search-schema';
import type { QueryWord } from './analyzer';
import {
  PLACES,
  type Place,
  type ReadPlan,
  type SearchEngine,
  type SuggestQuery,
  type TierDocument,
} from './search-engine';
import { type Term, vocabularyLoader } from './typo';

/**
 * A tsquery operand: the word quoted, with `:*` for a prefix. Words are letters and digits
 * only (analyzer.ts); the quotes are doubled anyway.
 */
const operand = (word: string, prefix = false): string =>
  `'${word.replace(/'/g, "''")}'${prefix ? ':*' : ''}`;

/**
 * The word in one place: as typed, a tsquery literal (no stemming) against the `_vx` column;
 * by stem, PostgreSQL's own stem of the typed word against the `_vs` column.
 */
const inPlace = (place: Place, word: QueryWord): RawBuilder<SqlBool> =>
  place.endsWith('_x')
    ? sql<SqlBool>`${sql.ref(vectorOf(place))} @@ ${operand(word.exact)}::tsquery`
    : sql<SqlBool>`${sql.ref(vectorOf(place))} @@ to_tsquery('russian', ${operand(word.exact)})`;

const anywhere = (words: readonly QueryWord[]) =>
  sql<SqlBool>`all_vs @@ to_tsquery('russian', ${words.map((w) => operand(w.exact)).join(' & ')})`;

/** A stretch with less than this share of the expected matches leaves the rest to the index. */
const SPARSE = 0.25;

/** The matches of one stretch of doc_id order, in that order. */
const stretch = (where: RawBuilder<SqlBool>, after: number, until: number, limit: number) =>
  sql<Row>`SELECT doc_id, product_id FROM search_documents
    WHERE ${where} AND doc_id > ${after} AND doc_id <= ${until} ORDER BY doc_id LIMIT ${limit}`;

/** Every match after `after`, gathered by the GIN indexes (a materialized CTE is planned alone), then ordered. */
const collected = (where: RawBuilder<SqlBool>, after: number, limit: number) =>
  sql<Row>`WITH found AS MATERIALIZED (SELECT doc_id, product_id FROM search_documents
      WHERE ${where} AND doc_id > ${after})
    SELECT doc_id, product_id FROM found ORDER BY doc_id LIMIT ${limit}`;

interface Row {
  doc_id: number;
  product_id: number;
}

const any = (conditions: RawBuilder<SqlBool>[]) =>
  sql<SqlBool>`(${sql.join(conditions, sql` OR `)})`;
const all = (conditions: RawBuilder<SqlBool>[]) =>
  sql<SqlBool>`(${sql.join(conditions, sql` AND `)})`;

export class PostgresSearch implements SearchEngine {
  /** pg_trgm's schema, looked up once; null when the extension could not be installed. */
  private trigrams: Promise<string | null> | null = null;
  private readonly inMemory: (word: string, limit: number) => Promise<Term[]>;

  constructor(private readonly db: Kysely<DB>) {
    this.inMemory = vocabularyLoader(() =>
      db.selectFrom('search_terms').select(['term', 'stem', 'docs']).execute(),
    );
  }

  matches(words: readonly QueryWord[]): Expression<SqlBool> {
    if (!words.length) return sql<SqlBool>`false`;
    return sql<SqlBool>`p.id IN (SELECT sd.product_id FROM search_documents sd
      WHERE ${anywhere(words)})`;
  }

  /** The last doc_id (documents are numbered 1…n; the index does not change while running). */
  private last: Promise<number> | null = null;

  /**
   * The first `limit` matches after `after`, in doc_id order. `collect`: from the GIN indexes.
   * `walk`: stretch by stretch of doc_id order, which stops as soon as the page is full — and
   * hands the rest to the index when a stretch shows the matches are sparse after all (words
   * common alone can be rare together).
   */
  private async inOrder(
    plan: ReadPlan,
    where: RawBuilder<SqlBool>,
    after: number,
    limit: number,
  ): Promise<Row[]> {
    if (plan.kind === 'collect')
      return (await collected(where, after, limit).execute(this.db)).rows;
    this.last ??= this.db
      .selectFrom('search_documents')
      .select((eb) => eb.fn.max('doc_id').as('last'))
      .executeTakeFirst()
      .then((row) => Number(row?.last ?? 0));
    const last = await this.last;
    const out: Row[] = [];
    for (let from = after; out.length < limit && from < last; from += plan.window) {
      const until = from + plan.window;
      const { rows } = await stretch(where, from, until, limit - out.length).execute(this.db);
      out.push(...rows);
      if (out.length < limit && rows.length < plan.window * plan.density * SPARSE) {
        out.push(...(await collected(where, until, limit - out.length).execute(this.db)).rows);
        break;
      }
    }
    return out;
  }

  async upToTier(
    words: readonly QueryWord[],
    tier: number,
    after: number,
    limit: number,
    plan: ReadPlan,
  ): Promise<TierDocument[]> {
    if (!words.length) return [];
    const places = PLACES.slice(0, tier);
    const condition = all(words.map((word) => any(places.map((place) => inPlace(place, word)))));
    const rows = await this.inOrder(plan, condition, after, limit);
    return rows.map((row) => ({ docId: Number(row.doc_id), productId: Number(row.product_id) }));
  }

  async count(words: readonly QueryWord[]): Promise<number> {
    if (!words.length) return 0;
    const { rows } = await sql<{ n: number }>`
      SELECT count(*) AS n FROM search_documents WHERE ${anywhere(words)}`.execute(this.db);
    return Number(rows[0]?.n ?? 0);
  }

  async suggest({ words, last, scope, limit, excluding, plan }: SuggestQuery): Promise<number[]> {
    const fields = scope === 'name' ? (['name'] as const) : (['name', 'meta'] as const);
    const typed = { exact: last.prefix, stem: last.stem ?? '' };
    const lastWord = any([
      ...fields.map(
        (f) => sql<SqlBool>`${sql.ref(`${f}_vx`)} @@ ${operand(last.prefix, true)}::tsquery`,
      ),
      ...(last.stem ? fields.map((f) => inPlace(`${f}_s`, typed)) : []),
    ]);
    const before = words.map((word) => any([inPlace('name_s', word), inPlace('meta_s', word)]));
    const unseen = excluding.length
      ? [sql<SqlBool>`product_id NOT IN (${sql.join(excluding)})`]
      : [];
    const rows = await this.inOrder(plan, all([lastWord, ...before, ...unseen]), 0, limit);
    return rows.map((row) => Number(row.product_id));
  }

  async similarTerms(word: string, limit: number): Promise<Term[]> {
    this.trigrams ??= trigramSchema(this.db);
    const schema = await this.trigrams;
    if (!schema) return this.inMemory(word, limit);
    const ext = sql.id(schema);
    const { rows } = await sql<Term>`
      SELECT term, stem, docs FROM search_terms
      WHERE term OPERATOR(${ext}.%) ${word}
      ORDER BY ${ext}.similarity(term, ${word}) DESC, term LIMIT ${limit}`.execute(this.db);
    return rows.map((row) => ({ ...row, docs: Number(row.docs) }));
  }
}
