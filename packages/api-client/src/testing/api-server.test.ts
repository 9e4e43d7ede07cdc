import type { TrendsResponse } from '@shop/types';
import { createApiClient } from '../create-api-client';
import { storefrontApi } from '../bus-bridge';
import {
  apiCalls,
  apiError,
  apiServer,
  bodiesOf,
  cart,
  catalog,
  heldCalls,
  reply,
  mockApiServer,
} from './index';

mockApiServer(catalog.trends({ trends: [] }));

describe('@shop/api-client/testing', () => {
  it('answers a route with a typed body and records the call', async () => {
    const answer = { result: true } as unknown as Parameters<typeof cart.add>[0];
    apiServer.use(cart.add(answer));
    await expect(
      createApiClient({ storefront: 'ru' }).addToCart({ skuId: 7, quantity: 1 } as never),
    ).resolves.toEqual({ result: true });
    // The token call came first, then the body as the client sent it.
    expect(apiCalls().map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /token',
      'POST /cart/add',
    ]);
    expect(bodiesOf('POST /cart/add')).toEqual([{ skuId: 7, quantity: 1 }]);
  });

  it('answers the suite default unless a test overrides it, and the override ends with it', async () => {
    await expect(storefrontApi().getTrends()).resolves.toEqual({ trends: [] });
    apiServer.use(catalog.trends(apiError(503, 'down', 'Down')));
    await expect(storefrontApi().getTrends()).rejects.toMatchObject({ status: 503 });
  });

  it('gives a function answer the body, params and query', async () => {
    apiServer.use(
      catalog.product(({ params }) =>
        reply(404, { error: { code: 'not_found', message: String(params.id) } }),
      ),
      catalog.searchSuggest(({ query }) => ({ query: query.get('q') }) as never),
    );
    await expect(storefrontApi().getProduct('ring-7')).rejects.toMatchObject({ status: 404 });
    await expect(storefrontApi().searchSuggest('gold')).resolves.toEqual({ query: 'gold' });
  });

  it('holds calls until the test answers them, in any order, and sees a cancelled one', async () => {
    const held = heldCalls<TrendsResponse>();
    apiServer.use(catalog.trends(held.answer));
    const aborted = new AbortController();
    const older = storefrontApi().getTrends({ signal: aborted.signal });
    const first = await held.next();
    const newer = storefrontApi().getTrends();
    await expect(held.next()).resolves.not.toBe(first);
    aborted.abort();
    await expect(older).rejects.toMatchObject({ name: 'ApiCancelledError' });
    expect(first.signal.aborted).toBe(true);
    expect(held.pending()).toHaveLength(1);
    held.pending()[0]!.answer({ trends: [] });
    await expect(newer).resolves.toEqual({ trends: [] });
    expect(held.calls).toHaveLength(2);
    expect(held.pending()).toHaveLength(0);
  });

  it('fails an unhandled API call instead of answering it', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(storefrontApi().getDesigners()).rejects.toMatchObject({ code: 'network_error' });
    expect(String(logged.mock.calls[0])).toContain('GET /api/designers');
  });
});
