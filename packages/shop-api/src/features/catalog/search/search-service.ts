/**
 * What the shop asks of search, on either database: the words a listing searches for (with
 * typo correction when nothing matches as typed) and the suggestions while typing.
 */
import type { AppContext } from '../../../app-context';
import { type QueryWord, isStopWord, queryWords, stem, words } from './analyzer';
import { PostgresSearch } from './postgres-search';
import { type SearchEngine, type SuggestQuery, TIERS } from './search-engine';
import { SearchPlanner } from './search-plan';
import { SqliteSearch } from './sqlite-search';
import { closestTerm, correctable } from './typo';

/** The words a search listing looks for. */
export interface SearchMatch {
  words: QueryWord[];
  /** Set when nothing matched as typed and these closest known words did. */
  correctedQuery?: string;
}

export interface SuggestedLink {
  id: string;
  name: { ru: string; en: string };
  url: string;
}

export interface Suggestions {
  productIds: number[];
  designers: SuggestedLink[];
  categories: SuggestedLink[];
  correctedQuery?: string;
}

export const SUGGESTED_PRODUCTS = 6;
export const SUGGESTED_LINKS = 3;
/** How many trigram-alike words are weighed for a typo. */
const TYPO_CANDIDATES = 50;
/** The last word counts by its other forms too from this many letters (shorter: prefix only). */
const STEM_FROM_LETTERS = 3;

const engines = new WeakMap<AppContext, { engine: SearchEngine; planner: SearchPlanner }>();

/**
 * The engine of a context's database and its planner, one each per context (SQLite's engine
 * keeps the vocabulary in memory, the planner the number of documents).
 */
export function searchEngineOf(ctx: AppContext): { engine: SearchEngine; planner: SearchPlanner } {
  let found = engines.get(ctx);
  if (!found) {
    found = {
      engine: ctx.dialect === 'postgres' ? new PostgresSearch(ctx.db) : new SqliteSearch(ctx.db),
      planner: new SearchPlanner(ctx.db),
    };
    engines.set(ctx, found);
  }
  return found;
}

/** A designer or category as suggestions match it: its words and their stems. */
interface LinkEntry extends SuggestedLink {
  words: string[];
  stems: Set<string>;
}

const entry = (link: SuggestedLink, texts: string[]): LinkEntry => {
  const found = texts.flatMap(words);
  return { ...link, words: found, stems: new Set(found.map(stem)) };
};

/** Every complete word is one of the entry's (by stem); the last starts one of them or is one by stem. */
function linkMatches(
  link: LinkEntry,
  complete: readonly QueryWord[],
  { prefix, stem: lastStem }: SuggestQuery['last'],
): boolean {
  return (
    complete.every((w) => link.stems.has(w.stem)) &&
    (link.words.some((w) => w.startsWith(prefix)) ||
      (lastStem !== null && link.stems.has(lastStem)))
  );
}

export class SearchService {
  readonly engine: SearchEngine;
  private readonly planner: SearchPlanner;
  private links: Promise<{ designers: LinkEntry[]; categories: LinkEntry[] }> | null = null;

  constructor(private readonly ctx: AppContext) {
    ({ engine: this.engine, planner: this.planner } = searchEngineOf(ctx));
  }

  /** Does any product in the listings have all these words? (Archived ones are not indexed.) */
  private async anyMatch(query: readonly QueryWord[]): Promise<boolean> {
    const widest = (await this.planner.tiers(query)).at(-1);
    if (!widest) return false;
    const plan = await this.planner.plan(widest.expected, 1);
    return (await this.engine.upToTier(query, TIERS, 0, 1, plan)).length > 0;
  }

  /**
   * The query with its misspelt words replaced, or null when it has none. A word is misspelt
   * when the catalogue does not have it as typed and its closest known word is another word,
   * not another form of it: "колцо" → "кольцо", "earings" → "earrings" (whose stem "ear"
   * alone would find ear cuffs), but "кольцами" stays (its closest, "кольца", is the same stem).
   */
  private async corrected(query: readonly QueryWord[]): Promise<QueryWord[] | null> {
    if (!query.length) return null;
    const known = new Set(
      (
        await this.ctx.db
          .selectFrom('search_terms')
          .select('term')
          .where(
            'term',
            'in',
            query.map((w) => w.exact),
          )
          .execute()
      ).map((row) => row.term),
    );
    let changed = false;
    const out: QueryWord[] = [];
    for (const word of query) {
      const closest =
        known.has(word.exact) || !correctable(word.exact)
          ? null
          : closestTerm(word.exact, await this.engine.similarTerms(word.exact, TYPO_CANDIDATES));
      const term = closest && closest.stem !== word.stem ? closest : null;
      if (term) changed = true;
      out.push(term ? { exact: term.term, stem: term.stem } : word);
    }
    return changed ? out : null;
  }

  /**
   * The words a search listing looks for: with its misspelt words corrected when the
   * correction finds something, else the query's own (which may find nothing).
   */
  async resolve(query: string): Promise<SearchMatch> {
    const typed = queryWords(query);
    const fixed = await this.corrected(typed);
    if (fixed && (await this.anyMatch(fixed)))
      return { words: fixed, correctedQuery: fixed.map((w) => w.exact).join(' ') };
    return { words: typed };
  }

  private linkEntries() {
    this.links ??= (async () => {
      const [designers, categories] = await Promise.all([
        this.ctx.db.selectFrom('designers').select(['id', 'name']).orderBy('name').execute(),
        this.ctx.db
          .selectFrom('categories')
          .select(['id', 'parent_id', 'name_ru', 'name_en', 'sort'])
          .execute(),
      ]);
      const sortOf = new Map(categories.map((c) => [c.id, c.sort]));
      // Top-level categories first, then subcategories by their parent's place and their own.
      const place = (c: (typeof categories)[number]) =>
        c.parent_id === null ? [0, c.sort, 0] : [1, sortOf.get(c.parent_id) ?? 0, c.sort];
      return {
        designers: designers.map((d) =>
          entry({ id: d.id, name: { ru: d.name, en: d.name }, url: `/designers/${d.id}` }, [
            d.name,
          ]),
        ),
        categories: [...categories]
          .sort((a, b) => {
            const [pa, pb] = [place(a), place(b)];
            return pa[0]! - pb[0]! || pa[1]! - pb[1]! || pa[2]! - pb[2]! || (a.id < b.id ? -1 : 1);
          })
          .map((c) =>
            entry(
              {
                id: c.id,
                name: { ru: c.name_ru, en: c.name_en },
                url: c.parent_id ? `/catalog/${c.parent_id}/${c.id}` : `/catalog/${c.id}`,
              },
              [c.name_ru, c.name_en],
            ),
          ),
      };
    })();
    return this.links;
  }

  private async suggestFor(complete: QueryWord[], lastWord: string): Promise<Suggestions> {
    const last = {
      prefix: lastWord,
      stem: lastWord.length >= STEM_FROM_LETTERS && !isStopWord(lastWord) ? stem(lastWord) : null,
    };
    // What can match at all, and how many: words before the last in name or meta by stem,
    // the last as a prefix of words in the name, or of words or stems in name or meta.
    const [counts, prefix, lastCounts] = await Promise.all([
      this.planner.counts(complete),
      this.planner.prefix(lastWord),
      last.stem ? this.planner.counts([{ exact: lastWord, stem: last.stem }]) : [],
    ]);
    const before = counts.map((c) => c.name_s + c.meta_s);
    const stemmed = lastCounts[0] ? lastCounts[0].name_s + lastCounts[0].meta_s : 0;
    const base = { words: complete, last, limit: SUGGESTED_PRODUCTS, excluding: [] };
    const expected = (lastCount: number) => Math.min(lastCount, ...before);
    // One word being typed: first names with a word beginning with it, then any other match.
    // (With words before it, one pass: a name-only pass is mostly empty then, and costly.)
    const inName =
      !complete.length && expected(prefix.name) > 0
        ? await this.engine.suggest({
            ...base,
            last: { ...last, stem: null },
            scope: 'name',
            plan: await this.planner.plan(expected(prefix.name), SUGGESTED_PRODUCTS),
          })
        : [];
    const anywhere = expected(prefix.name + prefix.meta + stemmed);
    const elsewhere =
      inName.length < SUGGESTED_PRODUCTS && anywhere > 0
        ? await this.engine.suggest({
            ...base,
            scope: 'name-or-meta',
            limit: SUGGESTED_PRODUCTS - inName.length,
            excluding: inName,
            plan: await this.planner.plan(anywhere, SUGGESTED_PRODUCTS),
          })
        : [];
    const links = await this.linkEntries();
    const pick = (list: LinkEntry[]) =>
      list
        .filter((link) => linkMatches(link, complete, last))
        .slice(0, SUGGESTED_LINKS)
        .map(({ id, name, url }) => ({ id, name, url }));
    return {
      productIds: [...inName, ...elsewhere],
      designers: pick(links.designers),
      categories: pick(links.categories),
    };
  }

  /**
   * Suggestions while typing: the words before the last are complete (matched by stem), the
   * last is still being typed (a prefix, or from 3 letters another form of a word). When
   * nothing at all matches, the query's typos are corrected as in a listing.
   */
  async suggest(query: string): Promise<Suggestions> {
    const typed = words(query);
    const lastWord = typed.at(-1)?.slice(0, 40);
    if (!lastWord) return { productIds: [], designers: [], categories: [] };
    const complete = queryWords(typed.slice(0, -1).join(' '));
    const found = await this.suggestFor(complete, lastWord);
    if (found.productIds.length || found.designers.length || found.categories.length) return found;
    const fixed = await this.corrected(queryWords(typed.join(' ')));
    if (!fixed) return found;
    const again = await this.suggestFor(fixed.slice(0, -1), fixed.at(-1)!.exact);
    return { ...again, correctedQuery: fixed.map((w) => w.exact).join(' ') };
  }
}
