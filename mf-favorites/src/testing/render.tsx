import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ShopIntlProvider } from '@shop/i18n';
import type { Locale } from '@shop/types';
import { messages } from '../i18n/messages';

/** Renders as the remote's root does: shared catalogue plus this remote's messages. */
export function renderInRemote(ui: ReactElement, locale: Locale = 'en') {
  return render(
    <ShopIntlProvider locale={locale} messages={messages[locale]}>
      {ui}
    </ShopIntlProvider>,
  );
}
