/** snowball-stemmers 0.6 (JS port of the Snowball stemmers) ships no types; the part the API uses. */
declare module 'snowball-stemmers' {
  export interface SnowballStemmer {
    stem(word: string): string;
  }
  export function newStemmer(language: string): SnowballStemmer;
  export function algorithms(): string[];
}
