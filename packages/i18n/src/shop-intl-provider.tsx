import type { Locale } from '@shop/types';
import { useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';

import { loadMessages } from './load-messages';
import { DEFAULT_LOCALE } from './locales';
import { mergeMessages } from './merge-messages';
import { reportIntlError } from './report-intl-error';

export interface ShopIntlProviderProps {
  locale: Locale;
  /** The app's own messages for `locale`, layered over the shared catalogue. */
  messages?: Readonly<Record<string, string>>;
  children?: ReactNode;
}

const NO_MESSAGES: Readonly<Record<string, string>> = {};

/** The react-intl provider every app root renders. */
export function ShopIntlProvider({
  locale,
  messages = NO_MESSAGES,
  children,
}: ShopIntlProviderProps) {
  const merged = useMemo(() => mergeMessages(loadMessages(locale), messages), [locale, messages]);
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
