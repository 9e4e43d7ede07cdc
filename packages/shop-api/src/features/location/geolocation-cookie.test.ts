import { DEFAULT_LOCATIONS } from '@shop/storefront';
import { readGeolocation, geolocationSetCookie } from './geolocation-cookie';

const dubai = { ...DEFAULT_LOCATIONS.AE.en };

describe('geolocation cookie', () => {
  it('lives a year on the whole site, readable by the page', () => {
    const header = geolocationSetCookie(dubai, false);
    expect(header).toMatch(/^shop_geolocation=[^;]+; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    expect(geolocationSetCookie(dubai, true)).toMatch(/; Secure$/);
    const value = decodeURIComponent(header.split(';')[0]!.split('=')[1]!);
    expect(readGeolocation(value)).toEqual(dubai);
  });

  it.each([
    undefined,
    '',
    'not json',
    '42',
    JSON.stringify({ ...dubai, country_iso_code: 'ARE' }),
    JSON.stringify({ ...dubai, city: 'x'.repeat(201) }),
    JSON.stringify({ ...dubai, beltway_hit: 'yes' }),
    JSON.stringify({ ...dubai, beltway_distance: -1 }),
    'x'.repeat(2001),
  ])('ignores a cookie that is no location: %j', (value) => {
    expect(readGeolocation(value)).toBeNull();
  });
});
