import { geolocationCountry } from './geolocation-country';

const cookie = (location: unknown) =>
  `shop_geolocation=${encodeURIComponent(JSON.stringify(location))}`;

describe('geolocationCountry (the geolocation cookie, ADR 17)', () => {
  it('reads the country from a Cookie header or document.cookie, among other cookies', () => {
    const dubai = { city: 'Dubai', country_iso_code: 'AE' };
    expect(geolocationCountry(cookie(dubai))).toBe('AE');
    expect(geolocationCountry(`shop_sid=abc; ${cookie(dubai)}; delivery_method=pickup`)).toBe('AE');
  });

  it.each([
    ['no cookies', undefined],
    ['another cookie only', 'shop_sid=abc'],
    ['an empty cookie', 'shop_geolocation='],
    ['not JSON', 'shop_geolocation=Dubai'],
    ['bad percent-encoding', 'shop_geolocation=%E0%A4%A'],
    ['JSON that is not an object', cookie('AE')],
    ['null', cookie(null)],
    ['no country', cookie({ city: 'Dubai' })],
    ['a country that is not a code', cookie({ country_iso_code: 'United Arab Emirates' })],
    ['a lower-case code', cookie({ country_iso_code: 'ae' })],
    ['a number', cookie({ country_iso_code: 7 })],
  ])('is null for %s', (_what, header) => {
    expect(geolocationCountry(header)).toBeNull();
  });
});
