import { storefrontApi } from './bus-bridge';
import { createServerApi, withServerApi } from './server-loader';

describe('a server render’s API', () => {
  const original = globalThis.fetch;
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn(async () => ({
      ok: true,
      status: 200,
      text: async () => JSON.stringify({ title: 'About us', body: 'Text', bestsellers: [] }),
    }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = original;
  });

  it("is storefrontApi() for the requests a render starts: the request's storefront, no cookies", async () => {
    const api = createServerApi('http://api.test/api', 'en');
    const answers = await withServerApi(api, () =>
      Promise.all([storefrontApi().getContentPage('about', 'en')]),
    );
    expect(answers).toEqual([expect.objectContaining({ title: 'About us' })]);
    expect(fetchMock).toHaveBeenCalledWith(
      'http://api.test/api/content/pages/about?locale=en',
      expect.objectContaining({
        credentials: 'omit',
        // Uncompressed: nothing for the edge to inflate on its event loop.
        headers: expect.objectContaining({
          'X-Shop-Storefront': 'en',
          'Accept-Encoding': 'identity',
        }),
      }),
    );
    // The scope ends with the start: later calls are the page's own again.
    expect(storefrontApi()).not.toBe(api);
  });

  it("asks in the visitor's currency when the render has one", async () => {
    await withServerApi(createServerApi('http://api.test/api', 'en', 'AED'), () =>
      storefrontApi().getBestsellers(),
    );
    await withServerApi(createServerApi('http://api.test/api', 'en'), () =>
      storefrontApi().getBestsellers(),
    );
    const headers = fetchMock.mock.calls.map(
      (call) => (call as unknown as [string, RequestInit])[1].headers as Record<string, string>,
    );
    expect(headers[0]).toMatchObject({ 'X-Shop-Storefront': 'en', 'x-shop-currency': 'AED' });
    expect(headers[1]).not.toHaveProperty('x-shop-currency');
  });

  it("asks through the host's fetch when the render is given one, uncompressed as ever", async () => {
    const hostFetch = jest.fn(async () => new Response(JSON.stringify({ products: [] })));
    await withServerApi(createServerApi('http://api.test/api', 'ru', undefined, hostFetch), () =>
      storefrontApi().getBestsellers(),
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(hostFetch).toHaveBeenCalledWith(
      expect.stringMatching(/^http:\/\/api\.test\/api\//),
      expect.objectContaining({
        headers: expect.objectContaining({ 'Accept-Encoding': 'identity' }),
      }),
    );
  });
});
