/**
 * @jest-environment node
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { pageExists } from './page-exists';

// A stand-in API: the catalogue knows the rings category, one designer, one trend, product 7.
let api: FastifyInstance;
let apiOrigin: string;
const seen: { url: string; storefront: unknown }[] = [];
let slow = false;

const LISTINGS = new Set(['/rings', '/rings/signet-rings', '/designers/al-noor', '/trend/pearls']);

beforeAll(async () => {
  api = Fastify();
  api.post<{ Body: { url: string; limit: number } }>('/catalog/show', async (request, reply) => {
    seen.push({ url: request.body.url, storefront: request.headers['x-shop-storefront'] });
    if (slow) await new Promise((resolve) => setTimeout(resolve, 300));
    if (request.body.url === '/broken') return reply.code(500).send({ error: { code: 'x' } });
    if (!LISTINGS.has(request.body.url))
      return reply.code(404).send({ error: { code: 'not_found', message: 'Unknown listing' } });
    return { result: { quantity: 1, products: [] } };
  });
  api.get<{ Params: { id: string } }>('/jewelry/:id', async (request, reply) =>
    request.params.id === '7'
      ? { product: { id: 7 } }
      : reply.code(404).send({ error: { code: 'not_found', message: 'Unknown product' } }),
  );
  await api.listen({ port: 0, host: '127.0.0.1' });
  const address = api.server.address();
  apiOrigin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => api.close());
beforeEach(() => {
  seen.length = 0;
  slow = false;
});

const exists = (route: string, params: Record<string, string>, budgetMs?: number) =>
  pageExists(route, params, { apiOrigin, storefront: 'en', ...(budgetMs ? { budgetMs } : {}) });

describe('pageExists (soft 404s, issue #24)', () => {
  it('asks the listing or product the page shows, and only a 404 says no', async () => {
    expect(await exists('designer', { id: 'al-noor' })).toBe(true);
    expect(await exists('designer', { id: 'x' })).toBe(false);
    expect(await exists('catalog-listing', { rest: 'rings/signet-rings' })).toBe(true);
    expect(await exists('catalog-listing', { rest: 'x' })).toBe(false);
    expect(await exists('trend-item', { id: 'pearls' })).toBe(true);
    expect(await exists('trend-item', { id: 'x' })).toBe(false);
    expect(await exists('product', { id: '7' })).toBe(true);
    expect(await exists('product', { id: '999999' })).toBe(false);
    expect(seen).toContainEqual({ url: '/designers/x', storefront: 'en' });
  });

  it('sends the segments as the API reads them, each percent-encoded', async () => {
    await exists('catalog-listing', { rest: 'кольца/50%' });
    expect(seen.at(-1)?.url).toBe('/%D0%BA%D0%BE%D0%BB%D1%8C%D1%86%D0%B0/50%25');
  });

  it('asks nothing for pages that name no subject', async () => {
    expect(await exists('home', {})).toBe(true);
    expect(await exists('trend', {})).toBe(true);
    expect(await exists('about', {})).toBe(true);
    expect(seen).toEqual([]);
  });

  it('keeps the page a 200 when the API fails, is slow or is not there', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await exists('catalog-listing', { rest: 'broken' })).toBe(true);
    slow = true;
    expect(await exists('designer', { id: 'x' }, 50)).toBe(true);
    expect(
      await pageExists(
        'designer',
        { id: 'x' },
        { apiOrigin: 'http://127.0.0.1:9', storefront: 'ru' },
      ),
    ).toBe(true);
    jest.restoreAllMocks();
  });
});
