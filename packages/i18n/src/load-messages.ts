import type { Locale } from '@shop/types';

import { I18N_ERROR_CODES, I18nError } from './i18n-error';
import type { LocaleCatalogue, MessageTable } from './locale-catalogue';
import { isLocale, SUPPORTED_LOCALES } from './locales';
import { sharedCatalogue } from './shared-catalogue';
import type { SharedMessages } from './shared-table';

/** The locale itself; a missing or unknown locale is an error (docs/product/05-validation.md#locale-loading). */
export function checkedLocale(locale: string | null | undefined): Locale {
  if (!isLocale(locale)) {
    throw new I18nError(
      I18N_ERROR_CODES.missingLocale,
      `no interface texts for locale ${JSON.stringify(locale)} (supported: ${SUPPORTED_LOCALES.join(', ')})`,
    );
  }
  return locale;
}

/**
 * The shared catalogue of a locale, synchronously: always in Node and tests; in a browser
 * once `loadCatalogue` has loaded it (ADR 18), else an error naming the cause.
 */
export function loadMessages(locale: string | null | undefined): SharedMessages {
  const checked = checkedLocale(locale);
  const table = sharedCatalogue.peek(checked);
  if (!table) {
    throw new I18nError(
      I18N_ERROR_CODES.notLoaded,
      `the ${checked} texts are not loaded yet (await loadCatalogue before rendering)`,
    );
  }
  return table;
}

/**
 * Loads a locale's shared texts and an app's own, in parallel, and answers the app's: what
 * an app awaits before its first render or hydration (the shell's start, a remote's mount).
 */
export async function loadCatalogue<M extends MessageTable>(
  catalogue: LocaleCatalogue<M>,
  locale: Locale,
): Promise<M> {
  const [, own] = await Promise.all([sharedCatalogue.load(locale), catalogue.load(locale)]);
  return own;
}
