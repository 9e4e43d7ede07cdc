import { resetStorefrontApi } from '@shop/api-client';
import { bus } from '@shop/event-bus';
import { matchRoute } from '@shop/routes';

/** Publishes the route the shell would publish for a path. */
export function setRoute(pathname: string): void {
  const match = matchRoute(pathname);
  bus.set('route', {
    name: match?.route.name ?? 'unknown',
    owner: match?.route.owner ?? 'shell',
    layout: 'default',
    pathname,
    search: '',
    params: match?.params ?? {},
  });
}

type Handler = (body: unknown) => { status?: number; body: unknown };

/** Mocks fetch by "METHOD /path" (after /api); the token call is answered; the rest 404. */
export function mockApi(routes: Record<string, Handler>): jest.Mock {
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace(/^\/api/, '');
    const method = (init?.method ?? 'GET').toUpperCase();
    const token: Handler = () => ({ body: { csrfToken: 't' } });
    const handler = path === '/token' ? token : routes[`${method} ${path}`];
    const { status = 200, body } = handler
      ? handler(init?.body ? JSON.parse(String(init.body)) : undefined)
      : { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  resetStorefrontApi();
  return mock;
}

/** The bodies sent to one "METHOD /path". */
export function bodiesOf(mock: jest.Mock, key: string): unknown[] {
  const [method, path] = key.split(' ');
  return mock.mock.calls
    .filter(
      ([input, init]: [unknown, RequestInit | undefined]) =>
        String(input).replace(/^\/api/, '') === path &&
        (init?.method ?? 'GET').toUpperCase() === method,
    )
    .map(([, init]: [unknown, RequestInit | undefined]) => JSON.parse(String(init?.body)));
}

/** jsdom has no <dialog> methods. */
export function polyfillDialog(): void {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}
