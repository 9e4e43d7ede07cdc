import { messages, type SharedMessages } from './catalogue';
import { I18N_ERROR_CODES, I18nError } from './i18n-error';
import { isLocale, SUPPORTED_LOCALES } from './locales';

/** The shared catalogue of a locale; a missing or unknown locale is an error (spec §5). */
export function loadMessages(locale: string | null | undefined): SharedMessages {
  if (!isLocale(locale)) {
    throw new I18nError(
      I18N_ERROR_CODES.missingLocale,
      `no interface texts for locale ${JSON.stringify(locale)} (supported: ${SUPPORTED_LOCALES.join(', ')})`,
    );
  }
  return messages[locale];
}
