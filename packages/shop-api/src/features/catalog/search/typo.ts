/**
 * Typo correction over the catalogue's vocabulary: the candidates are words alike by
 * trigrams (pg_trgm on PostgreSQL; the same measure computed here on SQLite), the choice is
 * the same on both: the fewest edits, then the most products, then the word itself.
 */

/** A word of the catalogue's vocabulary (table search_terms). */
export interface Term {
  term: string;
  stem: string;
  /** How many products have it. */
  docs: number;
}

/** pg_trgm's default similarity_threshold: the `%` operator's cut. */
export const SIMILARITY_THRESHOLD = 0.3;

/**
 * The trigrams of a word as pg_trgm makes them: the word framed by two spaces before and
 * one after, every three consecutive characters, each once.
 */
export function trigrams(word: string): Set<string> {
  const chars = [...`  ${word} `];
  const out = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i += 1) out.add(chars.slice(i, i + 3).join(''));
  return out;
}

/** pg_trgm's similarity(): shared trigrams over all distinct trigrams of both words. */
export function similarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared += 1;
  return shared / (ta.size + tb.size - shared);
}

/** Edits (insert, delete, substitute, swap two neighbours) from a to b (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const rows: number[][] = [];
  for (let i = 0; i <= x.length; i += 1) {
    const row: number[] = [i];
    for (let j = 1; j <= y.length; j += 1) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const previous = rows[i - 1]!;
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      row.push(best);
    }
    rows.push(row);
  }
  return rows[x.length]![y.length]!;
}

/** How many edits a word of this length may need: none below 4 letters, 1 up to 5, else 2. */
export function allowedEdits(word: string): number {
  const length = [...word].length;
  return length < 4 ? 0 : length <= 5 ? 1 : 2;
}

/** Words with digits are codes and sizes: never "corrected" into another number. */
export const correctable = (word: string): boolean =>
  allowedEdits(word) > 0 && !/\p{N}/u.test(word);

/** The closest term to a word among candidates, or null when none is within its allowed edits. */
export function closestTerm(word: string, candidates: readonly Term[]): Term | null {
  const limit = allowedEdits(word);
  let best: { term: Term; edits: number } | null = null;
  for (const term of candidates) {
    if (term.term === word) continue;
    const edits = editDistance(word, term.term);
    if (edits > limit) continue;
    if (
      !best ||
      edits < best.edits ||
      (edits === best.edits && term.docs > best.term.docs) ||
      (edits === best.edits && term.docs === best.term.docs && term.term < best.term.term)
    )
      best = { term, edits };
  }
  return best?.term ?? null;
}

/**
 * The vocabulary with a trigram index in memory: SQLite's stand-in for a pg_trgm index
 * (a catalogue of 100 000 products has a few thousand distinct words).
 */
export class TrigramIndex {
  private readonly byTrigram = new Map<string, number[]>();

  constructor(private readonly terms: readonly Term[]) {
    terms.forEach((term, index) => {
      for (const t of trigrams(term.term)) {
        const list = this.byTrigram.get(t);
        if (list) list.push(index);
        else this.byTrigram.set(t, [index]);
      }
    });
  }

  /** Terms at least SIMILARITY_THRESHOLD alike (pg_trgm's `%`), most alike first, at most `limit`. */
  similar(word: string, limit: number): Term[] {
    const own = trigrams(word);
    const shared = new Map<number, number>();
    for (const t of own) {
      for (const index of this.byTrigram.get(t) ?? [])
        shared.set(index, (shared.get(index) ?? 0) + 1);
    }
    const scored: { term: Term; score: number }[] = [];
    for (const [index, count] of shared) {
      const term = this.terms[index]!;
      const score = count / (own.size + trigrams(term.term).size - count);
      if (score >= SIMILARITY_THRESHOLD) scored.push({ term, score });
    }
    scored.sort((a, b) => b.score - a.score || (a.term.term < b.term.term ? -1 : 1));
    return scored.slice(0, limit).map((s) => s.term);
  }
}

/** The vocabulary in a trigram index, loaded once per engine (the index is built before serving). */
export function vocabularyLoader(
  load: () => Promise<Term[]>,
): (word: string, limit: number) => Promise<Term[]> {
  let index: Promise<TrigramIndex> | null = null;
  return async (word, limit) => {
    index ??= load().then(
      (terms) => new TrigramIndex(terms),
      (error: unknown) => {
        index = null; // the next search tries again
        throw error;
      },
    );
    return (await index).similar(word, limit);
  };
}
