import type { CityOption, Location, SetCountryResponse } from '@shop/types';
import {
  type CountryChangeEnv,
  changeLocation,
  decideDomain,
  decideLocation,
} from './country-change';

const place = (city: string, country_iso_code: string, isDefault = false): Location => ({
  city,
  region: city,
  country: country_iso_code,
  country_iso_code,
  beltway_hit: false,
  beltway_distance: null,
  default: isDefault,
});

const kazan: CityOption = {
  city: 'Казань',
  region: 'Татарстан',
  country_iso_code: 'RU',
  beltway_hit: false,
};

describe('decideDomain (docs/product/04-states.md#country-change: another domain for the country → go there)', () => {
  const answer = (domain: string) => ({
    domain,
    country_name: 'Россия',
    redirect_url: `http://${domain}/cart`,
  });

  it('redirects to redirect_url when the domain differs', () => {
    expect(decideDomain('shop.test.com:8080', answer('shop.test.ru:8080'))).toEqual({
      kind: 'redirect',
      url: 'http://shop.test.ru:8080/cart',
    });
  });

  it('stays on the same domain, whatever its case or trailing dot', () => {
    expect(decideDomain('Shop.Test.RU:8080', answer('shop.test.ru:8080'))).toEqual({
      kind: 'stay',
    });
    expect(decideDomain('shop.ru.', answer('shop.ru'))).toEqual({ kind: 'stay' });
  });

  it('treats another port as another domain', () => {
    expect(decideDomain('localhost:8080', answer('localhost:9090')).kind).toBe('redirect');
  });
});

describe('decideLocation (docs/product/04-states.md#country-change: same domain → set the country; update the cart or reload)', () => {
  it.each([
    [{ countryChanged: false, currencyChanged: false, reload: true }, 'reload'],
    [{ countryChanged: true, currencyChanged: false, reload: true }, 'reload'],
    [{ countryChanged: true, currencyChanged: true, reload: false }, 'reload'],
    [{ countryChanged: true, currencyChanged: false, reload: false }, 'recalculate'],
    [{ countryChanged: false, currencyChanged: false, reload: false }, 'update'],
  ] as const)('%j → %s', (answers, outcome) => {
    expect(decideLocation(answers)).toBe(outcome);
  });
});

describe('changeLocation', () => {
  function setUp(
    domain: string,
    country: Partial<SetCountryResponse> = {},
    reload = false,
  ): { env: CountryChangeEnv; calls: string[] } {
    const calls: string[] = [];
    const env: CountryChangeEnv = {
      host: 'shop.test.ru:8080',
      path: '/cart?step=checkout',
      currency: 'RUB',
      api: {
        getDomainByCountry: async (code, url) => {
          calls.push(`domain ${code} ${url}`);
          return { domain, country_name: code, redirect_url: `http://${domain}${url}` };
        },
        setCountry: async (code) => {
          calls.push(`set-country ${code}`);
          return {
            countryChanged: false,
            currency: 'RUB',
            location: place('Москва', code, true),
            ...country,
          };
        },
        setLocation: async (body) => {
          calls.push(`location ${body.country_iso_code} ${body.city}`);
          return { reload, location: place(body.city ?? '', body.country_iso_code) };
        },
      },
      forgetLocation: () => calls.push('forget'),
      redirect: (url) => calls.push(`redirect ${url}`),
      reload: () => calls.push('reload'),
      applyLocation: (location, currency) =>
        calls.push(`apply ${location.city} ${location.country_iso_code} ${currency}`),
      recalculateCart: () => calls.push('recalculate'),
    };
    return { env, calls };
  }

  it('leaves for the other domain, forgetting the location and the saved order data first', async () => {
    const { env, calls } = setUp('shop.test.com:8080');
    await expect(changeLocation({ countryCode: 'AE' }, env)).resolves.toBe('redirect');
    expect(calls).toEqual([
      'domain AE /cart?step=checkout',
      'forget',
      'redirect http://shop.test.com:8080/cart?step=checkout',
    ]);
  });

  it('sets another city of the same country: the location is updated, nothing reloads', async () => {
    const { env, calls } = setUp('shop.test.ru:8080');
    await expect(changeLocation({ countryCode: 'RU', city: kazan }, env)).resolves.toBe('update');
    expect(calls).toEqual([
      'domain RU /cart?step=checkout',
      'set-country RU',
      'location RU Казань',
      'apply Казань RU RUB',
    ]);
  });

  it('recalculates the cart when the country changed in the same currency', async () => {
    const { env, calls } = setUp('shop.test.com', { countryChanged: true, currency: 'USD' });
    env.host = 'shop.test.com';
    env.currency = 'USD';
    await expect(changeLocation({ countryCode: 'DE' }, env)).resolves.toBe('recalculate');
    expect(calls.slice(-2)).toEqual(['apply Москва DE USD', 'recalculate']);
    expect(calls).not.toContain('forget');
  });

  it('reloads when the country change brings another currency', async () => {
    const { env, calls } = setUp('shop.test.com', { countryChanged: true, currency: 'AED' });
    env.host = 'shop.test.com';
    env.currency = 'USD';
    await expect(changeLocation({ countryCode: 'AE' }, env)).resolves.toBe('reload');
    expect(calls.at(-1)).toBe('reload');
    expect(calls.some((call) => call.startsWith('apply'))).toBe(false);
  });

  it('reloads when the location answer carries the reload flag', async () => {
    const { env, calls } = setUp('shop.test.ru:8080', {}, true);
    await expect(changeLocation({ countryCode: 'RU', city: kazan }, env)).resolves.toBe('reload');
    expect(calls.at(-1)).toBe('reload');
  });

  it('changes nothing in the browser when a call fails', async () => {
    const { env, calls } = setUp('shop.test.ru:8080');
    env.api.setCountry = async () => {
      throw new Error('offline');
    };
    await expect(changeLocation({ countryCode: 'RU', city: kazan }, env)).rejects.toThrow(
      'offline',
    );
    expect(calls).toEqual(['domain RU /cart?step=checkout']);
  });
});
