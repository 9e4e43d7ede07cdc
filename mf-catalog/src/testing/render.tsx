import { bus, closeAllPopups } from '@shop/event-bus';
import { resetMarketingApi, resetStorefrontApi } from '@shop/api-client';

/** Resets the shared bus between tests. */
export function resetBus(): void {
  closeAllPopups();
  bus.emit('favorites:changed', { ids: [] });
  bus.emit('cart:changed', { totalProducts: 0, source: 'shell' });
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
