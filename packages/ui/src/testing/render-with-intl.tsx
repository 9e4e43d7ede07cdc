import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ShopIntlProvider } from '@shop/i18n';
import type { Locale } from '@shop/types';

/** Renders inside the shared catalogue, as every app root does. */
export function renderWithIntl(ui: ReactElement, locale: Locale = 'en', options?: RenderOptions) {
  return render(<ShopIntlProvider locale={locale}>{ui}</ShopIntlProvider>, options);
}
