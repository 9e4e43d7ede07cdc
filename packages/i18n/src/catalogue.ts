import type { Locale } from '@shop/types';

import { mergeAreas } from './merge-areas';
import * as areas from './messages/areas';

type Area = (typeof areas)[keyof typeof areas];
// Distributes over the areas, so plain `{ ru, en }` objects work as well as defineArea ones.
type KeysOf<A> = A extends { readonly ru: infer R } ? keyof R & string : never;

/** Every key of the shared catalogue. */
export type MessageKey = KeysOf<Area>;

/** One locale's shared catalogue. */
export type SharedMessages = Readonly<Record<MessageKey, string>>;

const AREAS: readonly Area[] = Object.values(areas);

// The union of the areas' keys is exactly what mergeAreas collects, which the
// compiler cannot follow through Object.entries.
const catalogueFor = (locale: Locale) => mergeAreas(AREAS, locale) as SharedMessages;

/** The shared ru and en catalogues, merged from the area files in `messages/`. */
export const messages: Readonly<Record<Locale, SharedMessages>> = {
  ru: catalogueFor('ru'),
  en: catalogueFor('en'),
};
