/**
 * The one search interface of the catalogue, implemented by each database's own full-text
 * search: SQLite's FTS5 (sqlite-search.ts) and PostgreSQL's tsvector + pg_trgm
 * (postgres-search.ts). The same tests run against both (search.test.ts).
 *
 * Relevance, the same on both: each word of the query scores where it is found best —
 * 8 the name as typed, 6 the name by its stem, 4 designer/category/collection/materials as
 * typed, 3 those by stem, 2 the description as typed, 1 by stem — and a product's relevance is
 * the sum over the words.
 */
import type { Expression, SqlBool } from 'kysely';
import type { QueryWord } from './analyzer';
import type { Term } from './typo';

export const RELEVANCE = {
  nameExact: 8,
  nameStem: 6,
  metaExact: 4,
  metaStem: 3,
  bodyExact: 2,
  bodyStem: 1,
} as const;

/** Where a suggestion's last (still typed) word is looked for. */
export type SuggestScope = 'name' | 'name-or-meta';

export interface SuggestQuery {
  /** Complete words before the last one: each must be in the name or meta (by stem). */
  words: readonly QueryWord[];
  /** The word being typed: a prefix of a word, or that word in another form (by stem). */
  last: { prefix: string; stem: string | null };
  scope: SuggestScope;
  limit: number;
  /** Products already suggested by an earlier scope. */
  excluding: readonly number[];
}

export interface SearchEngine {
  /** A condition on `p` (products): every word is in the product's document (by stem). */
  matches(words: readonly QueryWord[]): Expression<SqlBool>;
  /** The relevance of `p` for the words (RELEVANCE). */
  relevance(words: readonly QueryWord[]): Expression<number>;
  /** Product ids for suggestions, most popular first (documents are numbered that way). */
  suggest(query: SuggestQuery): Promise<number[]>;
  /** Vocabulary words alike by trigrams (at least pg_trgm's 0.3), most alike first. */
  similarTerms(word: string, limit: number): Promise<Term[]>;
}
