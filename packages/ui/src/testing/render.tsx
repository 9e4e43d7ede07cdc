/**
 * The one render helper of the unit suites (@shop/ui/testing): renders inside the shared
 * catalogue with the app's own texts over it, in the locale the test names (ru unless it
 * names one), and publishes the storefront state the shell would for that locale.
 */
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { DataProvider } from '@shop/data';
import { bus } from '@shop/event-bus';
import { matchRoute } from '@shop/routes';
import { ShopIntlProvider } from '@shop/i18n';
import type { Locale } from '@shop/types';

/** The locale of a test that names none: the shop's default storefront. */
export const DEFAULT_TEST_LOCALE: Locale = 'ru';

type Texts = Readonly<Record<string, string>>;
export type AppMessages = Readonly<Partial<Record<Locale, Texts>>>;

export interface AppRenderSetup {
  /** The app's own catalogue, by locale, as its root gives it. */
  messages?: AppMessages;
  /** A provider the app's root puts around every page (e.g. its query client's). */
  wrapper?: ComponentType<{ children: ReactNode }>;
}

let appSetup: AppRenderSetup = {};

/**
 * What an app's root gives every render, said once by its Jest setup (src/testing/setup.ts),
 * so no suite repeats it and no app needs a render helper of its own.
 */
export function configureRender(setup: AppRenderSetup): void {
  appSetup = setup;
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
  {
    messages = appSetup.messages ?? {},
    wrapper = appSetup.wrapper,
    keepStorefront = false,
    ...options
  }: ShopRenderOptions = {},
): RenderResult {
  if (!keepStorefront) setStorefront(locale);
  // The page's one query client, as every app's root has it (ADR 23); emptied after each test.
  return render(
    <DataProvider>
      <ShopIntlProvider locale={locale} messages={messages[locale]}>
        {ui}
      </ShopIntlProvider>
    </DataProvider>,
    { ...options, ...(wrapper ? { wrapper } : {}) },
  );
}

/** Publishes the route the shell would publish for a URL (path and query). */
export function setRoute(url: string): void {
  const [pathname = '/', query = ''] = url.split('?');
  const match = matchRoute(pathname);
  bus.set('route', {
    name: match?.route.name ?? 'unknown',
    owner: match?.route.owner ?? 'shell',
    layout: 'default',
    pathname,
    search: query ? `?${query}` : '',
    params: match?.params ?? {},
  });
}
