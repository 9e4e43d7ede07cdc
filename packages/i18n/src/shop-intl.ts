import type { Locale } from '@shop/types';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';

import { DEFAULT_LOCALE } from './locales';
import { reportIntlError } from './report-intl-error';

/** Formatters (number, plural, each message's) shared by every intl object of this bundle. */
const formatters = createIntlCache();

/**
 * An intl object as every app formats with (ShopIntlProvider's, translate's): its locale and
 * table, the default locale, a missing or broken message reported.
 */
export function createShopIntl(
  locale: Locale,
  messages: Readonly<Record<string, string>>,
): IntlShape {
  return createIntl(
    { locale, defaultLocale: DEFAULT_LOCALE, messages, onError: reportIntlError },
    formatters,
  );
}
