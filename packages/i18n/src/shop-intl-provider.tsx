import type { Locale } from '@shop/types';
import { useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';

import { checkedLocale } from './load-messages';
import { DEFAULT_LOCALE } from './locales';
import { mergeMessages } from './merge-messages';
import { reportIntlError } from './report-intl-error';
import { sharedCatalogue } from './shared-catalogue';
import { useCatalogue } from './use-catalogue';

export interface ShopIntlProviderProps {
  locale: Locale;
  /** The app's own messages for `locale`, layered over the shared catalogue. */
  messages?: Readonly<Record<string, string>>;
  children?: ReactNode;
}

const NO_MESSAGES: Readonly<Record<string, string>> = {};

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
  const merged = useMemo(() => mergeMessages(shared, messages), [shared, messages]);
  return (
    <IntlProvider
      locale={locale}
      defaultLocale={DEFAULT_LOCALE}
      messages={merged}
      onError={reportIntlError}
    >
      {children}
    </IntlProvider>
  );
}
