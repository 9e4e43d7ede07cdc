/**
 * Search on SQLite: the FTS5 table search_fts (contentless, rowid = doc_id) whose tokens are
 * tagged with their place — `nx` + a word of the name as it is, `ns` + its stem, `mx`/`ms`
 * meta, `bx`/`bs` description, `as` + any stem — so each place is a term's own list. FTS5
 * walks its lists in rowid (= popularity) order, so a LIMIT stops the walk early.
 */
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { DB, SearchDocumentTable } from '../../../db/schema';
import { type QueryWord, words as wordsOf } from './analyzer';
import {
  PLACES,
  type Place,
  type SearchEngine,
  type SuggestQuery,
  type TierDocument,
  formIn,
} from './search-engine';
import { type Term, vocabularyLoader } from './typo';

/** A place's tag: the field's initial and x (as typed) or s (stem). */
const tag = (place: Place): string => `${place[0]}${place.at(-1)}`;
const ANY_STEM = 'as';

/** The tokens of a document for search_fts. */
export function ftsTerms(doc: SearchDocumentTable): string {
  const out: string[] = [];
  const stems = new Set<string>();
  for (const place of PLACES) {
    for (const word of wordsOf(doc[place])) {
      out.push(`${tag(place)}${word}`);
      if (place.endsWith('_s')) stems.add(word);
    }
  }
  for (const found of stems) out.push(`${ANY_STEM}${found}`);
  return out.join(' ');
}

/** An FTS5 string: a token in double quotes (a word has none, but never trust that). */
const token = (value: string): string => `"${value.replace(/"/g, '""')}"`;

/** Every word by stem, anywhere. */
const anywhere = (words: readonly QueryWord[]): string =>
  words.map((w) => token(`${ANY_STEM}${w.stem}`)).join(' AND ');

/** Every word within the first `tier` places. */
const upTo = (words: readonly QueryWord[], tier: number): string =>
  words
    .map(
      (word) =>
        `(${PLACES.slice(0, tier)
          .map((place) => token(`${tag(place)}${formIn(place, word)}`))
          .join(' OR ')})`,
    )
    .join(' AND ');

export class SqliteSearch implements SearchEngine {
  private readonly similar: (word: string, limit: number) => Promise<Term[]>;

  constructor(private readonly db: Kysely<DB>) {
    this.similar = vocabularyLoader(() =>
      db.selectFrom('search_terms').select(['term', 'stem', 'docs']).execute(),
    );
  }

  matches(words: readonly QueryWord[]): Expression<SqlBool> {
    if (!words.length) return sql<SqlBool>`0 = 1`;
    return sql<SqlBool>`p.id IN (SELECT sd.product_id FROM search_documents sd WHERE sd.doc_id IN
      (SELECT rowid FROM search_fts WHERE search_fts MATCH ${anywhere(words)}))`;
  }

  async upToTier(
    words: readonly QueryWord[],
    tier: number,
    after: number,
    limit: number,
  ): Promise<TierDocument[]> {
    if (!words.length) return [];
    const { rows } = await sql<{ doc_id: number; product_id: number }>`
      SELECT f.rowid AS doc_id, sd.product_id FROM search_fts f
      JOIN search_documents sd ON sd.doc_id = f.rowid
      WHERE search_fts MATCH ${upTo(words, tier)} AND f.rowid > ${after}
      ORDER BY f.rowid LIMIT ${limit}`.execute(this.db);
    return rows.map((row) => ({ docId: row.doc_id, productId: row.product_id }));
  }

  async count(words: readonly QueryWord[]): Promise<number> {
    if (!words.length) return 0;
    const { rows } = await sql<{ n: number }>`
      SELECT count(*) AS n FROM search_fts WHERE search_fts MATCH ${anywhere(words)}`.execute(
      this.db,
    );
    return Number(rows[0]?.n ?? 0);
  }

  async suggest({ words, last, scope, limit, excluding }: SuggestQuery): Promise<number[]> {
    const fields = scope === 'name' ? ['n'] : ['n', 'm'];
    const lastWord = [
      ...fields.map((f) => `${token(`${f}x${last.prefix}`)}*`),
      ...(last.stem ? fields.map((f) => token(`${f}s${last.stem}`)) : []),
    ];
    const expression = [
      ...words.map((w) => `${token(`ns${w.stem}`)} OR ${token(`ms${w.stem}`)}`),
      lastWord.join(' OR '),
    ]
      .map((part) => `(${part})`)
      .join(' AND ');
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
