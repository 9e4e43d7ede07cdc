import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { bus, closeAllPopups } from '@shop/event-bus';
import { matchRoute } from '@shop/routes';
import { ShopIntlProvider } from '@shop/i18n';
import type { Locale } from '@shop/types';
import { resetMarketingApi, resetStorefrontApi } from '@shop/api-client';
import { DataProvider } from '@shop/data';
import { messages } from '../i18n/messages';

/** Publishes the storefront the shell would publish for a locale. */
export function setStorefront(locale: Locale = 'ru'): void {
  bus.set('storefront', { storefront: locale, locale, currency: locale === 'ru' ? 'RUB' : 'USD' });
}

/** Publishes the route the shell would publish for a URL. */
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

/** Resets the shared bus between tests. */
export function resetBus(): void {
  closeAllPopups();
  bus.emit('favorites:changed', { ids: [] });
  bus.emit('cart:changed', { totalProducts: 0, source: 'shell' });
}

/**
 * Renders with the remote's catalogue over the shared one and the page's query client, as the
 * remote's providers do.
 */
export function renderWithIntl(ui: ReactElement, locale: Locale = 'ru'): RenderResult {
  setStorefront(locale);
  return render(
    <DataProvider>
      <ShopIntlProvider locale={locale} messages={messages[locale]}>
        {ui}
      </ShopIntlProvider>
    </DataProvider>,
  );
}

/** A JSON Response for a mocked fetch. */
export function jsonResponse(body: unknown, status = 200): Response {
  // jsdom has no Response; the client reads only these members.
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    url: '',
    json: async () => body,
    text: async () => JSON.stringify(body),
  } as unknown as Response;
}

/** Mocks global fetch by path (after /api); unmatched paths answer 404. */
export function mockApi(routes: Record<string, (init?: RequestInit) => unknown>): jest.Mock {
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input.toString();
    const path = url.replace(/^\/api/, '');
    const method = (init?.method ?? 'GET').toUpperCase();
    const handler = routes[`${method} ${path}`] ?? routes[path];
    if (!handler) return jsonResponse({ error: { code: 'not_found', message: 'Not found' } }, 404);
    const result = handler(init);
    return result && typeof result === 'object' && 'json' in result ? result : jsonResponse(result);
  });
  global.fetch = mock as unknown as typeof fetch;
  resetStorefrontApi();
  resetMarketingApi();
  return mock;
}
