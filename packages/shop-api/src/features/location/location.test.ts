import type {
  CartResponse,
  CatalogShowResponse,
  CitiesResponse,
  CommonDataResponse,
  CountriesResponse,
  DomainByCountryResponse,
  LocationResponse,
  SetCountryResponse,
} from '@shop/types';
import { optionsFromEnv } from '../../config';
import { Agent, type TestServer, startTestServer } from '../../testing/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function visitor(storefront: 'ru' | 'en' = 'ru'): Promise<Agent> {
  const agent = new Agent(server.url, storefront);
  await agent.token();
  return agent;
}

describe('the location popup lists', () => {
  it('lists the countries by name in the locale', async () => {
    const agent = await visitor();
    const ru = await agent.get<CountriesResponse>('/location/countries');
    expect(ru.body.countries).toContainEqual({ code: 'RU', name: 'Россия' });
    const names = ru.body.countries.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ru')));
    const en = await agent.get<CountriesResponse>('/location/countries?locale=en');
    expect(en.body.countries).toContainEqual({ code: 'AE', name: 'United Arab Emirates' });
    expect((await agent.get('/location/countries?locale=de')).status).toBe(400);
  });

  it('finds cities of a country by either language, from any word', async () => {
    const agent = await visitor('en');
    const moscow = await agent.get<CitiesResponse>('/location/cities?country=RU&q=mos');
    expect(moscow.body.cities).toEqual([
      { city: 'Moscow', region: 'Moscow', country_iso_code: 'RU', beltway_hit: true },
    ]);
    const spb = await agent.get<CitiesResponse>(
      `/location/cities?country=ru&q=${encodeURIComponent('петер')}&locale=ru`,
    );
    expect(spb.body.cities.map((c) => c.city)).toEqual(['Санкт-Петербург']);
    const all = await agent.get<CitiesResponse>('/location/cities?country=AE');
    expect(all.body.cities.map((c) => c.city)).toEqual(['Dubai', 'Abu Dhabi', 'Sharjah']);
    expect(
      (await agent.get<CitiesResponse>('/location/cities?country=AE&q=zzz')).body.cities,
    ).toEqual([]);
  });

  it.each([
    '/location/cities',
    '/location/cities?country=RUS',
    '/location/cities?country=ZZ',
    `/location/cities?country=RU&q=${'m'.repeat(101)}`,
  ])('answers 400 JSON for %s', async (path) => {
    const agent = await visitor();
    const answer = await agent.get<{ error: { code: string } }>(path);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('validation_failed');
  });
});

describe('the geolocation cookie', () => {
  it('keeps the chosen city for a year, outside the session, and prices follow it', async () => {
    const agent = await visitor('en');
    const chosen = await agent.post<LocationResponse>('/location', {
      country_iso_code: 'AE',
      city: 'Abu Dhabi',
    });
    expect(chosen.body).toEqual({
      reload: true,
      location: expect.objectContaining({
        city: 'Abu Dhabi',
        country_iso_code: 'AE',
        default: false,
      }),
    });
    const setCookie = chosen.headers.getSetCookie().find((c) => c.startsWith('shop_geolocation='));
    expect(setCookie).toMatch(/Max-Age=31536000/);
    expect(setCookie).not.toMatch(/HttpOnly/);

    // A visitor with the cookie alone (no session at all) gets the city and AED prices.
    const cookieOnly = new Agent(server.url, 'en');
    cookieOnly.setCookie('shop_geolocation', agent.cookie('shop_geolocation')!);
    const common = await cookieOnly.post<CommonDataResponse>('/pd/frontend/common_data', {});
    expect(common.body.locale).toMatchObject({
      currency: 'AED',
      location: { city: 'Abu Dhabi', country_iso_code: 'AE' },
    });
    const listing = await cookieOnly.post<CatalogShowResponse>('/catalog/show', {
      url: '',
      limit: 1,
    });
    expect(listing.body.result.products[0]!.price.currency).toBe('AED');
    await cookieOnly.token();
    const cart = await cookieOnly.post<CartResponse>('/cart/calculate', {});
    expect(cart.body.cartData.currency).toBe('AED');
  });

  it('flags the default location of a country chosen without a city', async () => {
    const agent = await visitor('ru');
    const moscow = await agent.post<LocationResponse>('/location', { country_iso_code: 'RU' });
    expect(moscow.body).toMatchObject({
      reload: false,
      location: { city: 'Москва', country_iso_code: 'RU', default: true },
    });
    const en = await visitor('en');
    const dubai = await en.post<SetCountryResponse>('/location/set-country', { countryCode: 'AE' });
    expect(dubai.body).toMatchObject({
      countryChanged: true,
      currency: 'AED',
      location: { city: 'Dubai', default: true },
    });
  });

  it('changes the country only when it differs', async () => {
    const agent = await visitor('en');
    const first = await agent.post<SetCountryResponse>('/location/set-country', {
      countryCode: 'de',
    });
    expect(first.body).toMatchObject({ countryChanged: true, currency: 'USD' });
    expect(first.headers.getSetCookie().join()).toMatch(/shop_geolocation=/);
    const again = await agent.post<SetCountryResponse>('/location/set-country', {
      countryCode: 'DE',
    });
    expect(again.body.countryChanged).toBe(false);
    expect(again.headers.getSetCookie().join()).not.toMatch(/shop_geolocation=/);
  });

  it('ignores a forged cookie and refuses unknown countries with 400', async () => {
    const agent = await visitor('ru');
    agent.setCookie('shop_geolocation', encodeURIComponent('{"country_iso_code":"<script>"}'));
    const common = await agent.post<CommonDataResponse>('/pd/frontend/common_data', {});
    expect(common.body.locale).toMatchObject({ currency: 'RUB', location: { city: 'Москва' } });
    expect(common.headers.get('x-shop-domain-redirect')).toBeNull();
    for (const [path, body] of [
      ['/location', { country_iso_code: 'ZZ' }],
      ['/location', { country_iso_code: 'RU', city: 'x'.repeat(201) }],
      ['/location/set-country', { countryCode: 'ZZ' }],
      ['/location/set-country', {}],
    ] as const) {
      const answer = await agent.post<{ error: { code: string } }>(path, body);
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('validation_failed');
    }
  });
});

describe('storefront domains', () => {
  const behindEdge = (host: string) => ({ headers: { 'x-forwarded-host': host } });

  it('answers the other storefront for a country, this one for its own', async () => {
    const agent = await visitor('en');
    const ru = await agent.request<DomainByCountryResponse>(
      'POST',
      '/domain-by-country/RU',
      { url: '/catalog?page=2' },
      behindEdge('shop.test.com:8080'),
    );
    // The other storefront's arrival keeps the chosen country there (its cookie is per host).
    expect(ru.body).toEqual({
      domain: 'shop.test.ru:8080',
      country_name: 'Russia',
      redirect_url:
        'http://shop.test.ru:8080/api/location/arrive?country=RU&to=%2Fcatalog%3Fpage%3D2',
    });
    const ae = await agent.request<DomainByCountryResponse>(
      'POST',
      '/domain-by-country/ae',
      { url: '/' },
      behindEdge('shop.test.com:8080'),
    );
    expect(ae.body.domain).toBe('shop.test.com:8080');
    const local = await agent.request<DomainByCountryResponse>(
      'POST',
      '/domain-by-country/RU',
      { url: '//evil.example/x' },
      behindEdge('en.localhost:8080'),
    );
    expect(local.body.redirect_url).toBe(
      'http://localhost:8080/api/location/arrive?country=RU&to=%2Fevil.example%2Fx',
    );
  });

  it('lands a country change on the other storefront: the country kept, then the page', async () => {
    const agent = new Agent(server.url, 'en');
    const answer = await agent.get('/location/arrive?country=ae&to=%2Fcatalog%2Fnew%3Fpage%3D2');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/catalog/new?page=2');
    const common = await agent.post<CommonDataResponse>('/pd/frontend/common_data', {});
    expect(common.body.locale).toMatchObject({
      currency: 'AED',
      location: { city: 'Dubai', country_iso_code: 'AE', default: true },
    });
    const prices = await agent.post<CatalogShowResponse>('/catalog/show', { url: '', limit: 1 });
    expect(prices.body.result.products[0]!.price.currency).toBe('AED');
  });

  it.each([
    ['a country of the other storefront', 'country=RU&to=/'],
    ['an unknown country', 'country=ZZ&to=/'],
    ['text instead of a code', `country=${encodeURIComponent('{"city":"Evil"}')}&to=/`],
    ['no country', 'to=/'],
  ])('sets nothing for %s, and still shows the page', async (_what, query) => {
    const agent = new Agent(server.url, 'en');
    const answer = await agent.get(`/location/arrive?${query}`);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/');
    expect(answer.headers.getSetCookie()).toEqual([]);
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example/x',
    'https://evil.example/',
    'javascript:alert(1)',
    'catalog',
    '/catalog\r\nSet-Cookie: x=1',
    '/каталог',
    '',
  ])('sends a visitor to a path of this shop only: %j goes home', async (to) => {
    const agent = new Agent(server.url, 'ru');
    const answer = await agent.get(`/location/arrive?country=RU&to=${encodeURIComponent(to)}`);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/');
  });

  it('sends the domain-redirect header when the location belongs to the other storefront', async () => {
    const agent = await visitor('en');
    const before = await agent.request(
      'POST',
      '/pd/frontend/common_data',
      {},
      behindEdge('shop.test.com'),
    );
    expect(before.headers.get('x-shop-domain-redirect')).toBeNull();
    await agent.post('/location', { country_iso_code: 'RU', city: 'Kazan' });
    const after = await agent.request<CommonDataResponse>(
      'POST',
      '/pd/frontend/common_data',
      {},
      behindEdge('shop.test.com'),
    );
    expect(after.headers.get('x-shop-domain-redirect')).toBe('shop.test.ru');
    expect(after.body.locale).toMatchObject({ currency: 'RUB', location: { city: 'Kazan' } });
  });

  it('reads the map from SHOP_API_STOREFRONT_DOMAINS, today’s hosts by default', () => {
    expect(optionsFromEnv({}).storefrontDomains).toContainEqual({
      ru: 'shop.test.ru',
      en: 'shop.test.com',
    });
    expect(
      optionsFromEnv({ SHOP_API_STOREFRONT_DOMAINS: 'jewels.ru=jewels-intl.com' })
        .storefrontDomains,
    ).toEqual([{ ru: 'jewels.ru', en: 'jewels-intl.com' }]);
    expect(() => optionsFromEnv({ SHOP_API_STOREFRONT_DOMAINS: 'jewels.ru' })).toThrow();
  });
});
