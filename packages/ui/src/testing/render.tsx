/**
 * The one render helper of the unit suites (@shop/ui/testing): renders inside the shared
 * catalogue with the app's own texts over it, in the locale the test names (ru unless it
 * names one), and publishes the storefront state the shell would for that locale.
 */
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { bus } from '@shop/event-bus';
import { ShopIntlProvider } from '@shop/i18n';
import type { Locale } from '@shop/types';

/** The locale of a test that names none: the shop's default storefront. */
export const DEFAULT_TEST_LOCALE: Locale = 'ru';

type Texts = Readonly<Record<string, string>>;
export type AppMessages = Readonly<Partial<Record<Locale, Texts>>>;

let appMessages: AppMessages = {};

/**
 * An app's own catalogue, given once by its Jest setup (src/testing/setup.ts), so every suite
 * renders with the texts its root would give and no suite names them.
 */
export function setAppMessages(messages: AppMessages): void {
  appMessages = messages;
}

export interface ShopRenderOptions extends RenderOptions {
  /** Texts instead of the app's catalogue (e.g. a package's own). */
  messages?: AppMessages;
  /** Leave the bus's storefront state as the test set it (default: set for the locale). */
  keepStorefront?: boolean;
}

/** The storefront state the shell publishes for a locale's storefront. */
export function setStorefront(locale: Locale = DEFAULT_TEST_LOCALE): void {
  bus.set('storefront', { storefront: locale, locale, currency: locale === 'ru' ? 'RUB' : 'USD' });
}

export function renderWithShop(
  ui: ReactElement,
  locale: Locale = DEFAULT_TEST_LOCALE,
  { messages = appMessages, keepStorefront = false, ...options }: ShopRenderOptions = {},
): RenderResult {
  if (!keepStorefront) setStorefront(locale);
  return render(
    <ShopIntlProvider locale={locale} messages={messages[locale]}>
      {ui}
    </ShopIntlProvider>,
    options,
  );
}
