import { I18N_ERROR_CODES, I18nError } from './i18n-error';
import type { MessageTable } from './locale-catalogue';

/** Joins one locale's area tables; a key defined by two areas is a bug. */
export function mergeAreas(areas: readonly MessageTable[]): MessageTable {
  const merged: Record<string, string> = {};
  for (const area of areas) {
    for (const [key, text] of Object.entries(area)) {
      if (Object.hasOwn(merged, key)) {
        throw new I18nError(I18N_ERROR_CODES.duplicateKey, `message "${key}" is defined twice`);
      }
      merged[key] = text;
    }
  }
  return merged;
}
