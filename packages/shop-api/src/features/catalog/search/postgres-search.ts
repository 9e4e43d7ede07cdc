/**
 * Search on PostgreSQL: its own full-text search over search_documents' generated tsvector
 * columns (GIN indexes) — `stems` through the `russian` configuration finds the products,
 * `exact` ('simple') tells typed words from other forms — and pg_trgm over the vocabulary
 * for typos.
 */
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { DB } from '../../../db/schema';
import { trigramSchema } from '../../../db/search-schema';
import type { QueryWord } from './analyzer';
import { RELEVANCE, type SearchEngine, type SuggestQuery } from './search-engine';
import { type Term, vocabularyLoader } from './typo';

/**
 * A tsquery operand: the word quoted, with weights (A name, B meta, C description) and `:*`
 * for a prefix. Words are letters and digits only (analyzer.ts), so they need no escaping.
 */
const operand = (word: string, weights: string, prefix = false): string =>
  `'${word.replace(/'/g, "''")}'${prefix || weights ? ':' : ''}${prefix ? '*' : ''}${weights}`;

/** The word as typed: a tsquery literal matched against `exact` (no stemming). */
const exactQuery = (word: string, weights: string, prefix = false) =>
  sql`${operand(word, weights, prefix)}::tsquery`;

/** PostgreSQL's own stem of the word (russian configuration), matched against `stems`. */
const stemQuery = (text: string) => sql`to_tsquery('russian', ${text})`;

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
    const query = words.map((w) => operand(w.exact, '')).join(' & ');
    return sql<SqlBool>`p.id IN (SELECT sd.product_id FROM search_documents sd
      WHERE sd.stems @@ ${stemQuery(query)})`;
  }

  relevance(words: readonly QueryWord[]): Expression<number> {
    if (!words.length) return sql<number>`0`;
    const perWord = words.map(
      ({ exact }) => sql`CASE
        WHEN sd.exact @@ ${exactQuery(exact, 'A')} THEN ${RELEVANCE.nameExact}
        WHEN sd.stems @@ ${stemQuery(operand(exact, 'A'))} THEN ${RELEVANCE.nameStem}
        WHEN sd.exact @@ ${exactQuery(exact, 'B')} THEN ${RELEVANCE.metaExact}
        WHEN sd.stems @@ ${stemQuery(operand(exact, 'B'))} THEN ${RELEVANCE.metaStem}
        WHEN sd.exact @@ ${exactQuery(exact, 'C')} THEN ${RELEVANCE.bodyExact}
        WHEN sd.stems @@ ${stemQuery(operand(exact, 'C'))} THEN ${RELEVANCE.bodyStem}
        ELSE 0 END`,
    );
    return sql<number>`coalesce((SELECT ${sql.join(perWord, sql` + `)}
      FROM search_documents sd WHERE sd.product_id = p.id), 0)`;
  }

  async suggest({ words, last, scope, limit, excluding }: SuggestQuery): Promise<number[]> {
    const weights = scope === 'name' ? 'A' : 'AB';
    const lastWord = last.stem
      ? sql`(exact @@ ${exactQuery(last.prefix, weights, true)}
          OR stems @@ ${stemQuery(operand(last.prefix, weights))})`
      : sql`exact @@ ${exactQuery(last.prefix, weights, true)}`;
    const before = words.length
      ? sql`AND stems @@ ${stemQuery(words.map((w) => operand(w.exact, 'AB')).join(' & '))}`
      : sql``;
    // Ordered by doc_id (popularity): for a common prefix the planner walks the primary key
    // and stops at the limit; for a rare one the GIN index finds the few rows.
    const { rows } = await sql<{ product_id: number }>`
      SELECT product_id FROM search_documents
      WHERE ${lastWord} ${before}
      ${excluding.length ? sql`AND product_id NOT IN (${sql.join(excluding)})` : sql``}
      ORDER BY doc_id LIMIT ${limit}`.execute(this.db);
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
