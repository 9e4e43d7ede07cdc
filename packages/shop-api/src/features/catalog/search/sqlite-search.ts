/**
 * Search on SQLite: FTS5 (search_fts, contentless, over search_documents) finds the products;
 * relevance reads the same documents' space-framed words with instr().
 */
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { DB } from '../../../db/schema';
import type { QueryWord } from './analyzer';
import { RELEVANCE, type SearchEngine, type SuggestQuery } from './search-engine';
import { type Term, vocabularyLoader } from './typo';

/** An FTS5 string: the word in double quotes (a word has none, but never trust that). */
const quoted = (word: string): string => `"${word.replace(/"/g, '""')}"`;

const framed = (word: string): string => ` ${word} `;

const STEM_COLUMNS = '{name_s meta_s body_s}';

export class SqliteSearch implements SearchEngine {
  private readonly similar: (word: string, limit: number) => Promise<Term[]>;

  constructor(private readonly db: Kysely<DB>) {
    this.similar = vocabularyLoader(() =>
      db.selectFrom('search_terms').select(['term', 'stem', 'docs']).execute(),
    );
  }

  matches(words: readonly QueryWord[]): Expression<SqlBool> {
    if (!words.length) return sql<SqlBool>`0 = 1`;
    const expression = `${STEM_COLUMNS} : (${words.map((w) => quoted(w.stem)).join(' AND ')})`;
    return sql<SqlBool>`p.id IN (SELECT sd.product_id FROM search_documents sd WHERE sd.doc_id IN
      (SELECT rowid FROM search_fts WHERE search_fts MATCH ${expression}))`;
  }

  relevance(words: readonly QueryWord[]): Expression<number> {
    if (!words.length) return sql<number>`0`;
    const perWord = words.map(
      ({ exact, stem }) => sql`CASE
        WHEN instr(sd.name_x, ${framed(exact)}) > 0 THEN ${RELEVANCE.nameExact}
        WHEN instr(sd.name_s, ${framed(stem)}) > 0 THEN ${RELEVANCE.nameStem}
        WHEN instr(sd.meta_x, ${framed(exact)}) > 0 THEN ${RELEVANCE.metaExact}
        WHEN instr(sd.meta_s, ${framed(stem)}) > 0 THEN ${RELEVANCE.metaStem}
        WHEN instr(sd.body_x, ${framed(exact)}) > 0 THEN ${RELEVANCE.bodyExact}
        WHEN instr(sd.body_s, ${framed(stem)}) > 0 THEN ${RELEVANCE.bodyStem}
        ELSE 0 END`,
    );
    return sql<number>`coalesce((SELECT ${sql.join(perWord, sql` + `)}
      FROM search_documents sd WHERE sd.product_id = p.id), 0)`;
  }

  async suggest({ words, last, scope, limit, excluding }: SuggestQuery): Promise<number[]> {
    const fields = scope === 'name' ? ['name'] : ['name', 'meta'];
    const columns = (suffix: string) => `{${fields.map((f) => `${f}${suffix}`).join(' ')}}`;
    const lastWord = [`${columns('_x')} : ${quoted(last.prefix)}*`];
    if (last.stem) lastWord.push(`${columns('_s')} : ${quoted(last.stem)}`);
    const expression = [
      ...words.map((w) => `{name_s meta_s} : ${quoted(w.stem)}`),
      lastWord.join(' OR '),
    ]
      .map((part) => `(${part})`)
      .join(' AND ');
    // FTS5 walks its matches in rowid (= popularity) order, so LIMIT stops the walk early.
    const { rows } = await sql<{ product_id: number }>`
      SELECT sd.product_id FROM search_fts f JOIN search_documents sd ON sd.doc_id = f.rowid
      WHERE search_fts MATCH ${expression}
      ${excluding.length ? sql`AND sd.product_id NOT IN (${sql.join(excluding)})` : sql``}
      ORDER BY f.rowid LIMIT ${limit}`.execute(this.db);
    return rows.map((row) => row.product_id);
  }

  similarTerms(word: string, limit: number): Promise<Term[]> {
    return this.similar(word, limit);
  }
}
