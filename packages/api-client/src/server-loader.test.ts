import { storefrontApi } from './bus-bridge';
import { createServerLoader } from './server-loader';

describe('createServerLoader', () => {
  it("requests each key once with the request's own client and keeps every answer by key", async () => {
    const fetchMock = jest.fn(async () => ({
      ok: true,
      status: 200,
      text: async () => JSON.stringify({ title: 'About us', body: 'Text' }),
    }));
    const original = globalThis.fetch;
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    try {
      const { load, data, settled } = createServerLoader('http://api.test/api', 'en');
      const start = () => storefrontApi().getContentPage('about', 'en');
      const first = load('en:about', start);
      expect(load('en:about', start)).toBe(first);
      await settled();
      expect(data).toEqual({ 'en:about': { title: 'About us', body: 'Text' } });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(fetchMock).toHaveBeenCalledWith(
        'http://api.test/api/content/pages/about?locale=en',
        expect.objectContaining({
          credentials: 'omit',
          headers: expect.objectContaining({ 'X-Shop-Storefront': 'en' }),
        }),
      );
      await expect(
        load('en:broken', () => Promise.reject(new Error('down'))).catch((e: Error) => e.message),
      ).resolves.toBe('down');
      await expect(settled()).rejects.toThrow('down');
      expect(Object.keys(data)).toEqual(['en:about']);
    } finally {
      globalThis.fetch = original;
    }
  });

  it("asks in the visitor's currency when the render has one (the calls carry no cookie)", async () => {
    const fetchMock = jest.fn(async () => ({
      ok: true,
      status: 200,
      text: async () => JSON.stringify({ bestsellers: [] }),
    }));
    const original = globalThis.fetch;
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    try {
      const withCurrency = createServerLoader('http://api.test/api', 'en', 'AED');
      await withCurrency.load('b', () => storefrontApi().getBestsellers());
      const without = createServerLoader('http://api.test/api', 'en');
      await without.load('b', () => storefrontApi().getBestsellers());
      const headers = fetchMock.mock.calls.map(
        (call) => (call as unknown as [string, RequestInit])[1].headers as Record<string, string>,
      );
      expect(headers[0]).toMatchObject({ 'X-Shop-Storefront': 'en', 'x-shop-currency': 'AED' });
      expect(headers[1]).not.toHaveProperty('x-shop-currency');
    } finally {
      globalThis.fetch = original;
    }
  });
});
