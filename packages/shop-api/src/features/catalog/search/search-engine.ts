/**
 * The one search interface of the catalogue, implemented by each database's own full-text
 * search: SQLite's FTS5 (sqlite-search.ts) and PostgreSQL's tsvector + pg_trgm
 * (postgres-search.ts). The same tests run against both (search.test.ts).
 *
 * Relevance, the same on both: a word of the query is found at best in one of six places,
 * from the best: the name as typed, the name in another form (by stem), the designer,
 * category, collection or materials (meta) as typed, meta by stem, the description as typed,
 * the description by stem. A product's tier is the worst of its words' best places (tier 1:
 * every word is in the name as typed). Within a tier, what is in stock first, then the more
 * popular (documents are numbered by popularity: doc_id).
 */
import type { Expression, SqlBool } from 'kysely';
import { SEARCH_COLUMNS } from '../../../db/search-schema';
import type { QueryWord } from './analyzer';
import type { Term } from './typo';

/** The places, best first: tier t allows each word the first t of them. */
export const PLACES = SEARCH_COLUMNS;
export type Place = (typeof PLACES)[number];
export const TIERS = PLACES.length;

/** A place is searched with the word as typed (`_x`) or with its stem (`_s`). */
export const formIn = (place: Place, word: QueryWord): string =>
  place.endsWith('_x') ? word.exact : word.stem;

/** Where a suggestion's last (still typed) word is looked for. */
export type SuggestScope = 'name' | 'name-or-meta';

/**
 * How to read matches in doc_id order (search-plan.ts decides from the vocabulary's counts):
 * `walk` the documents in order and stop at the limit (many match), or `collect` the few
 * matches from the index and order them. SQLite's FTS5 always walks its lists in order and
 * ignores it; PostgreSQL's planner would otherwise guess, and a wrong guess either walks every
 * document for a word that is rare in a field or sorts tens of thousands.
 */
export type ReadPlan =
  | { kind: 'collect' }
  /** `window`: documents per stretch; `density`: the share of them expected to match. */
  | { kind: 'walk'; window: number; density: number };

export interface SuggestQuery {
  /** Complete words before the last one: each must be in the name or meta (by stem). */
  words: readonly QueryWord[];
  /** The word being typed: a prefix of a word, or (stem set) that word in another form. */
  last: { prefix: string; stem: string | null };
  scope: SuggestScope;
  limit: number;
  /** Products already suggested by an earlier scope. */
  excluding: readonly number[];
  plan: ReadPlan;
}

export interface TierDocument {
  docId: number;
  productId: number;
}

export interface SearchEngine {
  /** A condition on `p` (products): every word is in the product's document (by stem). */
  matches(words: readonly QueryWord[]): Expression<SqlBool>;
  /**
   * The documents of tiers 1…`tier` (every word within the first `tier` places), in doc_id
   * order after `after`, at most `limit`: the database stops at the limit.
   */
  upToTier(
    words: readonly QueryWord[],
    tier: number,
    after: number,
    limit: number,
    plan: ReadPlan,
  ): Promise<TierDocument[]>;
  /** How many documents have every word (by stem, anywhere). */
  count(words: readonly QueryWord[]): Promise<number>;
  /** Product ids for suggestions, most popular first. */
  suggest(query: SuggestQuery): Promise<number[]>;
  /** Vocabulary words alike by trigrams (at least pg_trgm's 0.3), most alike first. */
  similarTerms(word: string, limit: number): Promise<Term[]>;
}
