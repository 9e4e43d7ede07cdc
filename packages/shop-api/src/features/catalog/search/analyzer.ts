/**
 * The one text analysis of search, for both databases: folding (case, ё → е, Latin
 * diacritics), words, stop words and Snowball stems. SQLite indexes and queries what this
 * produces; PostgreSQL gets the folded words and stems them with its own `russian`
 * configuration, which sends Latin words to english_stem and Cyrillic ones to russian_stem —
 * the same Snowball algorithms and the same split as here (a PostgreSQL test holds them equal
 * over the whole catalogue).
 */
import { newStemmer } from 'snowball-stemmers';
import { ENGLISH_STOP_WORDS, RUSSIAN_STOP_WORDS } from './stop-words';

const russian = newStemmer('russian');
const english = newStemmer('english');

/** Letters and digits; anything else (marks of Latin letters are gone by then) separates words. */
const WORD = /[\p{L}\p{N}]+/gu;
const LATIN_WORD = /^[a-z]+$/;
const HAS_DIGIT = /\p{N}/u;

/**
 * Lower case, ё as е, and Latin letters without diacritics (café → cafe). Cyrillic keeps its
 * marks: й is not и, and the Russian stemmer needs it to find a word's ending.
 */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .normalize('NFD')
    .replace(/([a-z])\p{M}+/gu, '$1')
    .normalize('NFC');
}

/** The folded words of a text, in order (repeats kept). */
export function words(text: string): string[] {
  return fold(text).match(WORD) ?? [];
}

/** PostgreSQL's parser calls a word of a-z only `asciiword` (english), one with digits `numword`. */
const kindOf = (word: string): 'latin' | 'number' | 'other' =>
  LATIN_WORD.test(word) ? 'latin' : HAS_DIGIT.test(word) ? 'number' : 'other';

/** Words PostgreSQL's russian configuration leaves out (numbers never are). */
export function isStopWord(word: string): boolean {
  const kind = kindOf(word);
  if (kind === 'latin') return ENGLISH_STOP_WORDS.has(word);
  return kind === 'other' && RUSSIAN_STOP_WORDS.has(word);
}

const stems = new Map<string, string>();

/** The Snowball stem of a folded word (numbers and words with digits stay as they are). */
export function stem(word: string): string {
  let found = stems.get(word);
  if (found === undefined) {
    const kind = kindOf(word);
    found = kind === 'latin' ? english.stem(word) : kind === 'other' ? russian.stem(word) : word;
    // Bounded: a catalogue has tens of thousands of words, queries add a few each.
    if (stems.size > 200_000) stems.clear();
    stems.set(word, found);
  }
  return found;
}

/** One field of a search document: its distinct words and distinct stems, space-framed. */
export interface AnalyzedField {
  /** ' word word … ' (every distinct folded word, stop words included). */
  exact: string;
  /** ' stem stem … ' (the distinct stems of the words that are not stop words). */
  stems: string;
}

const framed = (values: Iterable<string>): string => {
  const list = [...new Set(values)];
  return list.length ? ` ${list.join(' ')} ` : ' ';
};

export function analyzeField(parts: readonly (string | null | undefined)[]): AnalyzedField {
  const found = words(parts.filter(Boolean).join(' '));
  return {
    exact: framed(found),
    stems: framed(found.filter((word) => !isStopWord(word)).map(stem)),
  };
}

/** A word of a query. */
export interface QueryWord {
  /** As typed, folded. */
  exact: string;
  stem: string;
}

/** At most this many words of a query count; longer queries are cut (a search box, not a text). */
export const MAX_QUERY_WORDS = 8;
const MAX_WORD_LENGTH = 40;

/**
 * The words a product must have (stop words left out, as PostgreSQL leaves them out), each
 * once, at most MAX_QUERY_WORDS. An empty list matches nothing.
 */
export function queryWords(query: string): QueryWord[] {
  const seen = new Set<string>();
  const out: QueryWord[] = [];
  for (const word of words(query)) {
    if (out.length >= MAX_QUERY_WORDS) break;
    const exact = word.slice(0, MAX_WORD_LENGTH);
    if (isStopWord(exact) || seen.has(exact)) continue;
    seen.add(exact);
    out.push({ exact, stem: stem(exact) });
  }
  return out;
}
