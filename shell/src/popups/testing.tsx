import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { resetMarketingApi, resetStorefrontApi } from '@shop/api-client';
import { bus, closeAllPopups } from '@shop/event-bus';
import { ShopIntlProvider } from '@shop/i18n';
import type { Locale } from '@shop/types';
import { shellMessages } from '../i18n/messages';

/** Renders a shell popup in the shell's catalogue, as the popup host does. */
export function renderPopup(ui: ReactElement, locale: Locale = 'en') {
  return render(
    <ShopIntlProvider locale={locale} messages={shellMessages[locale]}>
      {ui}
    </ShopIntlProvider>,
  );
}

type Answer = { status?: number; body: unknown } | Error;

/**
 * Mocks fetch with an answer per request path (a list answers in turn); records the calls.
 * The clients are reset so they pick the mock up.
 */
export function mockApi(answers: Record<string, Answer | Answer[]>) {
  const calls: { path: string; body: unknown }[] = [];
  const fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const path = url.replace(/^\/api/, '');
    calls.push({ path, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const listed = answers[path];
    const answer = Array.isArray(listed) ? listed.shift() : listed;
    if (!answer) throw new Error(`unexpected call ${path}`);
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  resetStorefrontApi();
  resetMarketingApi();
  return { fetch, calls, paths: () => calls.map((call) => call.path) };
}

/** The keys of the open popups on the bus. */
export const openPopupKeys = (): string[] => bus.get('popup').open.map((popup) => popup.key);

export function resetPopupState(): void {
  closeAllPopups();
  bus.set('user', { isAuth: false });
}
