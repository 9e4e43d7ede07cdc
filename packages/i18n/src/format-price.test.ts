import type { CurrencyCode, Locale } from '@shop/types';

import { formatPrice } from './format-price';

// Intl separates groups and the symbol with no-break spaces; spelled out here.
const nbsp = (text: string): string => text.replace(/ /g, '\u00a0');

describe('formatPrice', () => {
  it.each<[number, CurrencyCode, Locale, string]>([
    [12500, 'RUB', 'ru', nbsp('12 500 ₽')],
    [900, 'RUB', 'ru', nbsp('900 ₽')],
    [1250000, 'RUB', 'ru', nbsp('1 250 000 ₽')],
    [12500.5, 'RUB', 'ru', nbsp('12 500,50 ₽')],
    [0, 'RUB', 'ru', nbsp('0 ₽')],
    [12500, 'RUB', 'en', '₽12,500'],
    [1250, 'USD', 'en', '$1,250'],
    [20, 'USD', 'en', '$20'],
    [1250.99, 'USD', 'en', '$1,250.99'],
    [1250, 'USD', 'ru', nbsp('1 250 $')],
    [1250, 'AED', 'en', nbsp('AED 1,250')],
    [1250.5, 'AED', 'en', nbsp('AED 1,250.50')],
    [1250, 'AED', 'ru', nbsp('1 250 AED')],
  ])('%d %s in %s is %j', (amount, currency, locale, expected) => {
    expect(formatPrice(amount, currency, locale)).toBe(expected);
  });

  it('gives the same text from its cached formatter', () => {
    expect(formatPrice(12500, 'RUB', 'ru')).toBe(formatPrice(12500, 'RUB', 'ru'));
  });
});
