import { bus, closeAllPopups } from '@shop/event-bus';
import { resetStorefrontApi } from '@shop/api-client';

type Reply = { status?: number; body: unknown };
/** Answers by "METHOD /path" (after /api, without the query); a function sees the JSON body. */
export type FakeRoutes = Record<string, Reply | ((body: unknown) => Reply)>;

/**
 * A fake server for the profile-auth tests: answers each call from `routes` (404 otherwise), and
 * records the calls so a test can check what was sent.
 */
export function fakeServer(routes: FakeRoutes) {
  const calls: { key: string; body: unknown }[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input)
      .replace(/^\/api/, '')
      .split('?')[0];
    const key = `${(init?.method ?? 'GET').toUpperCase()} ${path}`;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ key, body });
    const route = key === 'GET /token' ? { body: { csrfToken: 't' } } : routes[key];
    const reply = typeof route === 'function' ? route(body) : route;
    const status = reply?.status ?? (reply ? 200 : 404);
    const json = reply ? reply.body : { error: { code: 'not_found', message: 'Not found' } };
    // jsdom has no Response; the client reads only these members.
    return {
      ok: status < 400,
      status,
      text: async () => JSON.stringify(json),
    } as unknown as Response;
  }) as unknown as typeof fetch;
  resetStorefrontApi();
  return { calls, sent: (key: string) => calls.filter((call) => call.key === key) };
}

export function resetBus(): void {
  closeAllPopups();
  bus.emit('user:changed', { isAuth: false });
  bus.emit('cart:changed', { totalProducts: 0, source: 'shell' });
}
