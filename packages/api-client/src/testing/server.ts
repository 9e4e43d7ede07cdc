/**
 * The one MSW server of the unit suites (node `setupServer`): every suite that talks to the API
 * calls `mockApiServer(...handlers)` at its top, then `server.use(...)` per test.
 */
import { setupServer } from 'msw/node';
import type { RequestHandler } from 'msw';
import { resetStorefrontApi } from '../bus-bridge';
import { resetMarketingApi } from '../marketing';
import { sessionHandlers } from './handlers/session';

export const apiServer = setupServer();

/** A call the suite's code made, with its JSON body parsed. */
export interface RecordedCall {
  method: string;
  /** After '/api', without the query. */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

const recorded: RecordedCall[] = [];

apiServer.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  const call: RecordedCall = {
    method: request.method,
    path: url.pathname.replace(/^\/api(?=\/)/, ''),
    query: url.searchParams,
    body: undefined,
  };
  recorded.push(call);
  // The body is read from a clone; a test looks at it after the answer arrived (waitFor).
  void request
    .clone()
    .text()
    .then((text) => {
      if (!text) return;
      try {
        call.body = JSON.parse(text) as unknown;
      } catch {
        call.body = text;
      }
    });
});

/** The calls made so far in this test; `key` is "METHOD /path" (e.g. 'POST /cart/add'). */
export function apiCalls(key?: string): RecordedCall[] {
  return key ? recorded.filter((call) => `${call.method} ${call.path}` === key) : [...recorded];
}

/** The JSON bodies sent to "METHOD /path", in order. */
export const bodiesOf = (key: string): unknown[] => apiCalls(key).map((call) => call.body);

/**
 * Starts the shared server for this suite with the session's token route and `handlers` as
 * its defaults; each test's `apiServer.use(...)` comes on top and is dropped after the test.
 * An unhandled API call fails the test (no silent 404s). The shop's client singletons are
 * reset so that they call through the intercepted fetch.
 */
export function mockApiServer(...handlers: RequestHandler[]): typeof apiServer {
  beforeAll(() => {
    apiServer.resetHandlers(...sessionHandlers, ...handlers);
    apiServer.listen({ onUnhandledRequest: 'error' });
  });
  beforeEach(() => {
    recorded.length = 0;
    resetStorefrontApi();
    resetMarketingApi();
  });
  afterEach(() => apiServer.resetHandlers());
  afterAll(() => apiServer.close());
  return apiServer;
}
