/** Default locations per country (spec §9: Moscow for RU, Dubai for AE). */
import type { Location } from '@shop/types';
import { COUNTRIES } from '../../seed/seed-data';

const DEFAULTS: Record<string, { city: string; region: string }> = {
  RU: { city: 'Москва', region: 'Москва' },
  AE: { city: 'Dubai', region: 'Dubai' },
  US: { city: 'New York', region: 'New York' },
  KZ: { city: 'Алматы', region: 'Алматы' },
  BY: { city: 'Минск', region: 'Минск' },
};

export const COUNTRY_NAMES: Record<string, { ru: string; en: string }> = {
  ...COUNTRIES,
  US: { ru: 'США', en: 'United States' },
};

export function defaultLocation(country: string): Location {
  const value = DEFAULTS[country] ?? { city: '', region: '' };
  return {
    city: value.city,
    region: value.region,
    country: COUNTRY_NAMES[country]?.en ?? country,
    country_iso_code: country,
    beltway_hit: country === 'RU',
    beltway_distance: null,
    default: true,
  };
}
