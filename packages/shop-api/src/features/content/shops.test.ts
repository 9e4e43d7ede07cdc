import type { Shop } from '@shop/types';
import { Agent, type TestServer, startTestServer } from '../../testing/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const shops = async (storefront: 'ru' | 'en'): Promise<Shop[]> =>
  (await new Agent(server.url, storefront).get<{ shops: Shop[] }>('/shops')).body.shops;

describe('GET /shops', () => {
  it('answers the twelve mall shops (ids 1–12) in the storefront’s language', async () => {
    const [ru, en] = await Promise.all([shops('ru'), shops('en')]);
    expect(ru.map((shop) => shop.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(en.map((shop) => shop.id)).toEqual(ru.map((shop) => shop.id));
    expect(ru[0]).toMatchObject({ name: 'ГУМ', city: 'Москва', address: 'Красная площадь, 3' });
    expect(en[0]).toMatchObject({ name: 'GUM', city: 'Moscow', address: '3 Red Square' });
    expect(ru[11]).toMatchObject({ city: 'Дубай' });
    expect(en[11]).toMatchObject({ city: 'Dubai' });
    // Russian letters never reach the English storefront; hours and phones are shared.
    for (const shop of en)
      expect(`${shop.name} ${shop.city} ${shop.address}`).not.toMatch(/[а-яё]/i);
    expect(en.map((shop) => shop.workHours)).toEqual(ru.map((shop) => shop.workHours));
  });
});
