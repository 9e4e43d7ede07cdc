/**
 * What a query can find where, read from the vocabulary's counts (search_terms for words as
 * typed, search_stems for stems; each says how many documents have it in the name, meta and
 * description): which tiers can hold documents at all — the others are never asked — and how
 * to read each (ReadPlan). The same on both databases.
 */
import { type Kysely, type SqlBool, sql } from 'kysely';
import type { DB, SearchFieldCounts } from '../../../db/schema';
import type { QueryWord } from './analyzer';
import { PLACES, type Place, type ReadPlan, TIERS } from './search-engine';

/** Below this many matches, collecting them is cheap whatever their density. */
const WALK_FROM = 1000;
/** A walk's stretch of doc_id order, in documents. */
const MIN_WINDOW = 500;
const MAX_WINDOW = 5000;

const NONE: SearchFieldCounts = { docs: 0, name_docs: 0, meta_docs: 0, body_docs: 0 };

const fieldOf = (place: Place) => `${place.slice(0, 4) as 'name' | 'meta' | 'body'}_docs` as const;

/** How many documents have each word in each place. */
export type WordCounts = Record<Place, number>;

export interface TierPlan {
  tier: number;
  /** How many documents the tier and the ones before it are expected to hold. */
  expected: number;
}

export class SearchPlanner {
  private total: Promise<number> | null = null;

  constructor(private readonly db: Kysely<DB>) {}

  /** How many documents there are (the index does not change while the API runs). */
  documents(): Promise<number> {
    this.total ??= this.db
      .selectFrom('search_documents')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst()
      .then((row) => Number(row?.n ?? 0));
    return this.total;
  }

  async counts(words: readonly QueryWord[]): Promise<WordCounts[]> {
    if (!words.length) return [];
    const [terms, stems] = await Promise.all([
      this.db
        .selectFrom('search_terms')
        .selectAll()
        .where(
          'term',
          'in',
          words.map((w) => w.exact),
        )
        .execute(),
      this.db
        .selectFrom('search_stems')
        .selectAll()
        .where(
          'stem',
          'in',
          words.map((w) => w.stem),
        )
        .execute(),
    ]);
    const byTerm = new Map(terms.map((row) => [row.term, row]));
    const byStem = new Map(stems.map((row) => [row.stem, row]));
    return words.map((word) => {
      const exact = byTerm.get(word.exact) ?? NONE;
      const stem = byStem.get(word.stem) ?? NONE;
      return Object.fromEntries(
        PLACES.map((place) => [
          place,
          Number((place.endsWith('_x') ? exact : stem)[fieldOf(place)]),
        ]),
      ) as WordCounts;
    });
  }

  /** How many documents have every word (by stem, anywhere): known for one word. */
  async stemDocs(word: QueryWord): Promise<number> {
    const row = await this.db
      .selectFrom('search_stems')
      .select('docs')
      .where('stem', '=', word.stem)
      .executeTakeFirst();
    return Number(row?.docs ?? 0);
  }

  /**
   * Walk or collect, to read `wanted` of an expected number of matches among all documents.
   * Walking reads about wanted / density documents, collecting all matches, density × total:
   * walking is cheaper once the density passes √(wanted / total). A walk's stretch is what
   * should hold the wanted matches, with a margin.
   */
  async plan(expected: number, wanted: number): Promise<ReadPlan> {
    const total = Math.max(1, await this.documents());
    const density = expected / total;
    if (expected < WALK_FROM || density < Math.sqrt(wanted / total)) return { kind: 'collect' };
    const window = Math.round(Math.min(MAX_WINDOW, Math.max(MIN_WINDOW, (wanted / density) * 1.5)));
    return { kind: 'walk', window, density };
  }

  /**
   * The tiers that can add documents — some word is found in the tier's newest place, and
   * every word somewhere up to it — each with its expected size: for one word at least its
   * best place's count, for several the share all of them would have if they were independent.
   */
  async tiers(words: readonly QueryWord[]): Promise<TierPlan[]> {
    const counts = await this.counts(words);
    if (!counts.length) return [];
    const total = await this.documents();
    const out: TierPlan[] = [];
    for (let tier = 1; tier <= TIERS; tier += 1) {
      const places = PLACES.slice(0, tier);
      const newest = PLACES[tier - 1]!;
      const upTo = counts.map((c) => places.reduce((sum, place) => sum + c[place], 0));
      if (Math.min(...upTo) === 0 || counts.every((c) => c[newest] === 0)) continue;
      const expected =
        counts.length === 1
          ? Math.max(...places.map((place) => counts[0]![place]))
          : upTo.reduce((share, n) => share * Math.min(1, n / Math.max(1, total)), total);
      out.push({ tier, expected });
    }
    return out;
  }

  /** Name and meta counts of the words beginning with `prefix` (summed: an upper bound). */
  async prefix(prefix: string): Promise<{ name: number; meta: number }> {
    const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const row = await this.db
      .selectFrom('search_terms')
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum<number>('name_docs'), eb.lit(0)).as('name'),
        eb.fn.coalesce(eb.fn.sum<number>('meta_docs'), eb.lit(0)).as('meta'),
      ])
      .where(sql<SqlBool>`term LIKE ${pattern} ESCAPE '\\'`)
      .executeTakeFirst();
    return { name: Number(row?.name ?? 0), meta: Number(row?.meta ?? 0) };
  }
}
