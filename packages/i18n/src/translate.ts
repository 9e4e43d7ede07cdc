import type { Locale } from '@shop/types';
import type { IntlShape, PrimitiveType } from 'react-intl';

import type { MessageKey } from './shared-table';
import { loadMessages } from './load-messages';
import { createShopIntl } from './shop-intl';

const intls = new Map<Locale, IntlShape>();

function intlFor(locale: Locale): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createShopIntl(locale, loadMessages(locale));
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
