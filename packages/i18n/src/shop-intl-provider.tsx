import type { Locale } from '@shop/types';
import { useMemo, type ReactNode } from 'react';
import { RawIntlProvider, type IntlShape } from 'react-intl';

import { checkedLocale } from './load-messages';
import { mergeMessages } from './merge-messages';
import { sharedCatalogue } from './shared-catalogue';
import { createShopIntl } from './shop-intl';
import { useCatalogue } from './use-catalogue';

type MessageTable = Readonly<Record<string, string>>;

export interface ShopIntlProviderProps {
  locale: Locale;
  /** The app's own messages for `locale`, layered over the shared catalogue. */
  messages?: MessageTable;
  children?: ReactNode;
}

const NO_MESSAGES: MessageTable = {};

const intls = new WeakMap<MessageTable, WeakMap<MessageTable, Map<Locale, IntlShape>>>();

/**
 * The intl object of a locale and its two tables, made once and kept while the tables are:
 * the server renders every page from the same tables, and a provider of its own per render
 * merged them and built each message's formatter again every time (issue #22).
 */
function intlOf(locale: Locale, shared: MessageTable, own: MessageTable): IntlShape {
  let byOwn = intls.get(shared);
  if (!byOwn) intls.set(shared, (byOwn = new WeakMap()));
  let byLocale = byOwn.get(own);
  if (!byLocale) byOwn.set(own, (byLocale = new Map()));
  let intl = byLocale.get(locale);
  if (!intl) {
    intl = createShopIntl(locale, mergeMessages(shared, own));
    byLocale.set(locale, intl);
  }
  return intl;
}

/**
 * The react-intl provider every app root renders. The shared texts are read at once when
 * loaded (ADR 18); otherwise the tree suspends until their chunk arrives.
 */
export function ShopIntlProvider({
  locale,
  messages = NO_MESSAGES,
  children,
}: ShopIntlProviderProps) {
  const shared = useCatalogue(sharedCatalogue, checkedLocale(locale));
  const intl = useMemo(() => intlOf(locale, shared, messages), [locale, shared, messages]);
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}
