import type { Locale, Location } from '@shop/types';

/** Countries that have a default location (docs/product/09-constants.md#locations-and-shops). */
export type DefaultLocationCountry = 'RU' | 'AE';

/** Default locations per country and interface language: Moscow (RU), Dubai (AE). */
export const DEFAULT_LOCATIONS: Readonly<
  Record<DefaultLocationCountry, Readonly<Record<Locale, Readonly<Location>>>>
> = {
  RU: {
    ru: {
      city: 'Москва',
      region: 'Москва',
      country: 'Россия',
      country_iso_code: 'RU',
      beltway_hit: true,
      beltway_distance: 0,
      default: true,
    },
    en: {
      city: 'Moscow',
      region: 'Moscow',
      country: 'Russia',
      country_iso_code: 'RU',
      beltway_hit: true,
      beltway_distance: 0,
      default: true,
    },
  },
  AE: {
    ru: {
      city: 'Дубай',
      region: 'Дубай',
      country: 'Объединённые Арабские Эмираты',
      country_iso_code: 'AE',
      beltway_hit: false,
      beltway_distance: null,
      default: true,
    },
    en: {
      city: 'Dubai',
      region: 'Dubai',
      country: 'United Arab Emirates',
      country_iso_code: 'AE',
      beltway_hit: false,
      beltway_distance: null,
      default: true,
    },
  },
};

/** The default location of a country in the given language, or null if it has none. */
export function defaultLocationFor(iso: string, locale: Locale): Readonly<Location> | null {
  const code = iso.trim().toUpperCase();
  return Object.hasOwn(DEFAULT_LOCATIONS, code)
    ? DEFAULT_LOCATIONS[code as DefaultLocationCountry][locale]
    : null;
}
