import type { Locale } from '@shop/types';

import { formatDate } from './format-date';

const JUNE_15 = new Date(2024, 5, 15, 12, 0);

describe('formatDate', () => {
  it.each<[Date | number | string, Locale, Intl.DateTimeFormatOptions | undefined, string]>([
    [JUNE_15, 'ru', undefined, '15 июня 2024 г.'],
    [JUNE_15, 'en', undefined, 'June 15, 2024'],
    [JUNE_15.getTime(), 'en', undefined, 'June 15, 2024'],
    ['2024-06-15T12:00:00', 'ru', undefined, '15 июня 2024 г.'],
    [JUNE_15, 'ru', { day: '2-digit', month: '2-digit', year: 'numeric' }, '15.06.2024'],
    [JUNE_15, 'en', { day: '2-digit', month: '2-digit', year: 'numeric' }, '06/15/2024'],
    [
      new Date(Date.UTC(2024, 0, 1, 1)),
      'en',
      { dateStyle: 'medium', timeZone: 'UTC' },
      'Jan 1, 2024',
    ],
    ['not a date', 'ru', undefined, ''],
    [new Date(Number.NaN), 'en', undefined, ''],
  ])('%j in %s (%j) is %j', (value, locale, options, expected) => {
    expect(formatDate(value, locale, options)).toBe(expected);
  });
});
