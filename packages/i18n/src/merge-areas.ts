import type { Locale } from '@shop/types';

import type { MessageArea } from './define-area';
import { I18N_ERROR_CODES, I18nError } from './i18n-error';

/** Joins the areas' tables for one locale; a key defined by two areas is a bug. */
export function mergeAreas(
  areas: readonly MessageArea<string>[],
  locale: Locale,
): Readonly<Record<string, string>> {
  const merged: Record<string, string> = {};
  for (const area of areas) {
    for (const [key, text] of Object.entries(area[locale])) {
      if (Object.hasOwn(merged, key)) {
        throw new I18nError(I18N_ERROR_CODES.duplicateKey, `message "${key}" is defined twice`);
      }
      merged[key] = text;
    }
  }
  return merged;
}
