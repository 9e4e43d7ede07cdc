import { DEFAULT_LOCATIONS, defaultLocationFor } from './default-locations';

describe('default locations (docs/product/09-constants.md#locations-and-shops: Moscow for RU, Dubai for AE)', () => {
  it.each([
    ['RU', 'ru', 'Москва'],
    ['RU', 'en', 'Moscow'],
    ['ru', 'en', 'Moscow'],
    ['AE', 'ru', 'Дубай'],
    ['AE', 'en', 'Dubai'],
    [' ae ', 'en', 'Dubai'],
  ] as const)('%j in %s is %s, flagged as default', (iso, locale, city) => {
    const location = defaultLocationFor(iso, locale);
    expect(location).toMatchObject({ city, default: true });
    expect(location?.country_iso_code).toBe(iso.trim().toUpperCase());
  });

  it.each(['US', 'DE', '', 'constructor'])('%j has no default location', (iso) => {
    expect(defaultLocationFor(iso, 'ru')).toBeNull();
  });

  it('every default location carries every Location field', () => {
    for (const byLocale of Object.values(DEFAULT_LOCATIONS)) {
      for (const location of Object.values(byLocale)) {
        expect(Object.keys(location).sort()).toEqual([
          'beltway_distance',
          'beltway_hit',
          'city',
          'country',
          'country_iso_code',
          'default',
          'region',
        ]);
      }
    }
  });
});
