import type { Locale } from '@shop/types';
import { createIntl, createIntlCache, type IntlShape, type PrimitiveType } from 'react-intl';

import type { MessageKey } from './shared-table';
import { loadMessages } from './load-messages';
import { DEFAULT_LOCALE } from './locales';
import { reportIntlError } from './report-intl-error';

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape>();

function intlFor(locale: Locale): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl(
      {
        locale,
        defaultLocale: DEFAULT_LOCALE,
        messages: loadMessages(locale),
        onError: reportIntlError,
      },
      cache,
    );
    intls.set(locale, intl);
  }
  return intl;
}

/** Formats a shared message outside React (services, error texts, tests). */
export function translate(
  locale: Locale,
  key: MessageKey,
  values?: Readonly<Record<string, PrimitiveType>>,
): string {
  return intlFor(locale).formatMessage({ id: key }, values);
}
