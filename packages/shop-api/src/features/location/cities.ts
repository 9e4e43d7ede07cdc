/**
 * The cities the location popup offers (a small seeded list; the first city of a country is
 * its default location unless docs/product/09-constants.md#locations-and-shops names one). Names in both interface languages.
 */
export interface CitySeed {
  country: string;
  ru: string;
  en: string;
  region: { ru: string; en: string };
  /** Inside the Moscow ring road (the courier's zone). */
  beltwayHit?: boolean;
}

const city = (
  country: string,
  ru: string,
  en: string,
  region: { ru: string; en: string } = { ru, en },
  beltwayHit = false,
): CitySeed => ({ country, ru, en, region, beltwayHit });

const MOSCOW_REGION = { ru: 'Московская область', en: 'Moscow Oblast' };

export const CITIES: readonly CitySeed[] = [
  city('RU', 'Москва', 'Moscow', undefined, true),
  city('RU', 'Санкт-Петербург', 'Saint Petersburg'),
  city('RU', 'Казань', 'Kazan', { ru: 'Татарстан', en: 'Tatarstan' }),
  city('RU', 'Екатеринбург', 'Yekaterinburg', {
    ru: 'Свердловская область',
    en: 'Sverdlovsk Oblast',
  }),
  city('RU', 'Новосибирск', 'Novosibirsk', {
    ru: 'Новосибирская область',
    en: 'Novosibirsk Oblast',
  }),
  city('RU', 'Нижний Новгород', 'Nizhny Novgorod', {
    ru: 'Нижегородская область',
    en: 'Nizhny Novgorod Oblast',
  }),
  city('RU', 'Краснодар', 'Krasnodar', { ru: 'Краснодарский край', en: 'Krasnodar Krai' }),
  city('RU', 'Сочи', 'Sochi', { ru: 'Краснодарский край', en: 'Krasnodar Krai' }),
  city('RU', 'Калининград', 'Kaliningrad', {
    ru: 'Калининградская область',
    en: 'Kaliningrad Oblast',
  }),
  city('RU', 'Мытищи', 'Mytishchi', MOSCOW_REGION),
  city('RU', 'Химки', 'Khimki', MOSCOW_REGION),
  city('AE', 'Дубай', 'Dubai'),
  city('AE', 'Абу-Даби', 'Abu Dhabi'),
  city('AE', 'Шарджа', 'Sharjah'),
  city('US', 'Нью-Йорк', 'New York'),
  city('US', 'Лос-Анджелес', 'Los Angeles', { ru: 'Калифорния', en: 'California' }),
  city('US', 'Майами', 'Miami', { ru: 'Флорида', en: 'Florida' }),
  city('KZ', 'Алматы', 'Almaty'),
  city('KZ', 'Астана', 'Astana'),
  city('BY', 'Минск', 'Minsk'),
  city('IT', 'Милан', 'Milan', { ru: 'Ломбардия', en: 'Lombardy' }),
  city('IT', 'Рим', 'Rome', { ru: 'Лацио', en: 'Lazio' }),
  city('FR', 'Париж', 'Paris', { ru: 'Иль-де-Франс', en: 'Île-de-France' }),
  city('GB', 'Лондон', 'London'),
  city('DE', 'Берлин', 'Berlin'),
  city('DE', 'Мюнхен', 'Munich', { ru: 'Бавария', en: 'Bavaria' }),
  city('JP', 'Токио', 'Tokyo'),
  city('TR', 'Стамбул', 'Istanbul'),
  city('IN', 'Мумбаи', 'Mumbai', { ru: 'Махараштра', en: 'Maharashtra' }),
];

/** Case-insensitive; matches a city by either language's name, from any word's start. */
export function searchCities(country: string, query: string, limit: number): CitySeed[] {
  const needle = query.trim().toLowerCase();
  const matches = (name: string): boolean =>
    needle === '' ||
    name
      .toLowerCase()
      .split(/[\s-]+/)
      .some((word) => word.startsWith(needle)) ||
    name.toLowerCase().startsWith(needle);
  return CITIES.filter((c) => c.country === country && (matches(c.ru) || matches(c.en))).slice(
    0,
    limit,
  );
}
