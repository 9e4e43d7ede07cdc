/** One area of the catalogue: the same keys in Russian and in English. */
export interface MessageArea<K extends string> {
  readonly ru: Readonly<Record<K, string>>;
  readonly en: Readonly<Record<K, string>>;
}

/**
 * Declares an area file's messages. The keys are taken from `ru`, so the
 * compiler rejects an `en` table with a missing or an extra key.
 */
export function defineArea<const K extends string>(area: {
  ru: Record<K, string>;
  en: Record<NoInfer<K>, string>;
}): MessageArea<K> {
  return area;
}
