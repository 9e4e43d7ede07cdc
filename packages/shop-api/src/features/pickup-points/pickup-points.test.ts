import type {
  PickupPointsListResponse,
  PickupPointsMapResponse,
  PickupProvidersResponse,
} from '@shop/types';
import { Agent, type TestServer, startTestServer } from '../../testing/test-server';

let server: TestServer;
let agent: Agent;

beforeAll(async () => {
  server = await startTestServer();
  agent = new Agent(server.url);
});
afterAll(() => server.close());

const list = (query: string) =>
  agent.get<PickupPointsListResponse>(`/api/pickup-points/list/?${query}`);

describe('GET /api/pickup-points/list/ filters', () => {
  it('pages to the end: the last page has no next cursor and nothing repeats', async () => {
    const seen = new Set<string>();
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const page = await list(`per_page=50${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.status).toBe(200);
      page.body.data.items.forEach((point) => seen.add(point.id));
      cursor = page.body.data.next_cursor;
      pages += 1;
      expect(pages).toBeLessThan(10);
    }
    const first = await list('per_page=1');
    expect(seen.size).toBe(first.body.data.total);
  });

  it('filters by several providers given as provider[]', async () => {
    const answer = await list('provider[]=boxberry&provider[]=pickpoint&per_page=50');
    const ids = new Set(answer.body.data.items.map((p) => p.provider.id));
    expect([...ids].sort()).toEqual(['boxberry', 'pickpoint']);
    const all = await list('per_page=1');
    expect(answer.body.data.total).toBeLessThan(all.body.data.total);
  });

  it('searches address, name, code and city with q, in any case', async () => {
    const upper = await list(`q=${encodeURIComponent('ЛЕНИНА')}`);
    expect(upper.body.data.total).toBeGreaterThan(0);
    expect(upper.body.data.items.every((p) => /ленина/i.test(`${p.address} ${p.name}`))).toBe(true);
    const byCode = await list('q=by1');
    expect(byCode.body.data.items.length).toBeGreaterThan(0);
    expect(byCode.body.data.items.every((p) => p.code.toLowerCase().includes('by1'))).toBe(true);
    const byCity = await list(`q=${encodeURIComponent('минск')}`);
    expect(byCity.body.data.items.every((p) => p.city === 'Минск')).toBe(true);
    // A LIKE wildcard is a plain character, not "anything".
    expect((await list('q=%25')).body.data.total).toBe(0);
    expect((await list('q=_')).body.data.total).toBe(0);
  });

  it('filters by city and combines filters with the map', async () => {
    const city = encodeURIComponent('Казань');
    const answer = await list(`city=${city}&provider[]=cdek`);
    expect(answer.body.data.items.length).toBeGreaterThan(0);
    expect(
      answer.body.data.items.every((p) => p.city === 'Казань' && p.provider.id === 'cdek'),
    ).toBe(true);
    const map = await agent.get<PickupPointsMapResponse>(
      `/api/pickup-points/map/?city=${city}&provider[]=cdek`,
    );
    expect(map.body.data.total).toBe(answer.body.data.total);
    // Map points carry what labels their buttons.
    expect(map.body.data.points[0]).toMatchObject({
      name: expect.stringContaining(':'),
      address: expect.stringMatching(/^Казань, /),
    });
  });

  it('answers exact points by id[] (a point known only from the map)', async () => {
    const map = await agent.get<PickupPointsMapResponse>('/api/pickup-points/map/');
    const [a, b] = map.body.data.points.slice(-2);
    const answer = await list(`id[]=${a!.id}&id[]=${b!.id}`);
    expect(answer.body.data.items.map((p) => p.id).sort()).toEqual([a!.id, b!.id].sort());
    expect(answer.body.data.items[0]!.fullAddress).toBeTruthy();
  });

  it('answers malformed queries with 400 JSON, never 500', async () => {
    for (const query of [
      'per_page=0',
      'per_page=abc',
      'cursor=%00%00',
      `q=${'x'.repeat(201)}`,
      'bbox=1,2,3',
      `${Array.from({ length: 21 }, (_, i) => `provider[]=p${i}`).join('&')}`,
    ]) {
      const answer = await agent.get<{ error?: { code: string } }>(
        `/api/pickup-points/list/?${query}`,
      );
      expect([query, answer.status]).toEqual([query, 400]);
      expect(answer.body.error?.code).toBeTruthy();
    }
  });
});

describe("providers' names in the storefront's language", () => {
  it('the English storefront writes CDEK in Latin letters, in the providers, the list and the map', async () => {
    const en = new Agent(server.url, 'en');
    const providers = await en.get<PickupProvidersResponse>('/api/pickup-points/providers');
    expect(providers.body.data.map((p) => p.name)).toEqual([
      '5Post',
      'Boxberry',
      'CDEK',
      'PickPoint',
    ]);
    const cdek = await en.get<PickupPointsListResponse>(
      '/api/pickup-points/list/?provider[]=cdek&per_page=5',
    );
    for (const point of cdek.body.data.items) {
      expect(point.provider.name).toBe('CDEK');
      expect(point.name).toMatch(/^CDEK: /);
    }
    const map = await en.get<PickupPointsMapResponse>('/api/pickup-points/map/?provider[]=cdek');
    expect(map.body.data.points.every((p) => p.name.startsWith('CDEK: '))).toBe(true);
  });

  it('the Russian storefront keeps the providers’ own names', async () => {
    const providers = await agent.get<PickupProvidersResponse>('/api/pickup-points/providers');
    expect(providers.body.data.map((p) => p.name)).toContain('СДЭК');
    const cdek = await list('provider[]=cdek&per_page=5');
    expect(cdek.body.data.items.every((p) => p.name.startsWith('СДЭК: '))).toBe(true);
  });
});
