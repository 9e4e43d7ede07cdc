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
    expect(ru[0]).toMatchObject({
      name: 'Бутик на Красной площади',
      mall: 'ГУМ',
      city: 'Москва',
      address: 'Красная площадь, 3',
      country_iso_code: 'RU',
    });
    expect(en[0]).toMatchObject({
      name: 'Red Square Boutique',
      mall: 'GUM',
      city: 'Moscow',
      address: '3 Red Square',
      country_iso_code: 'RU',
    });
    expect(ru[11]).toMatchObject({ mall: 'The Dubai Mall', city: 'Дубай', country_iso_code: 'AE' });
    expect(en[11]).toMatchObject({ name: 'Downtown Boutique', city: 'Dubai' });
    // Each has its own name and its mall; ten in Russia, two in the UAE.
    expect(new Set(ru.map((shop) => shop.name)).size).toBe(12);
    expect(ru.every((shop) => shop.mall && shop.name !== shop.mall)).toBe(true);
    expect(ru.filter((shop) => shop.country_iso_code === 'AE').map((shop) => shop.id)).toEqual([
      11, 12,
    ]);
    // Russian letters never reach the English storefront; hours and phones are shared.
    for (const shop of en)
      expect(`${shop.name} ${shop.mall} ${shop.city} ${shop.address}`).not.toMatch(/[а-яё]/i);
    expect(en.map((shop) => shop.workHours)).toEqual(ru.map((shop) => shop.workHours));
  });
});
