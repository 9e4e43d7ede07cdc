/** Default locations per country (docs/product/09-constants.md#locations-and-shops: Moscow for RU, Dubai for AE). */
import { defaultLocationFor } from '@shop/storefront';
import type { Locale, Location } from '@shop/types';
import { COUNTRIES } from '../../seed/seed-data';
import { CITIES, type CitySeed } from './cities';

export const COUNTRY_NAMES: Record<string, { ru: string; en: string }> = COUNTRIES;

/** A chosen city as the Location entity, in the language it was chosen in. */
export function cityLocation(seed: CitySeed, locale: Locale, isDefault: boolean): Location {
  return {
    city: seed[locale],
    region: seed.region[locale],
    country: COUNTRY_NAMES[seed.country]?.[locale] ?? seed.country,
    country_iso_code: seed.country,
    beltway_hit: seed.beltwayHit ?? false,
    beltway_distance: null,
    default: isDefault,
  };
}

/**
 * The location of a country chosen without a city, flagged as default: Moscow and Dubai (docs/product/09-constants.md#locations-and-shops),
 * elsewhere the country's first seeded city, else no city at all.
 */
export function defaultLocation(country: string, locale: Locale): Location {
  const named = defaultLocationFor(country, locale);
  if (named) return { ...named };
  const first = CITIES.find((c) => c.country === country);
  if (first) return cityLocation(first, locale, true);
  return {
    city: '',
    region: '',
    country: COUNTRY_NAMES[country]?.[locale] ?? country,
    country_iso_code: country,
    beltway_hit: false,
    beltway_distance: null,
    default: true,
  };
}
