import type { CurrencyCode } from '@shop/types';

import {
  currencyForCountry,
  STOREFRONT_CURRENCY,
  storefrontCurrency,
} from './currency-for-country';

describe('currencyForCountry (docs/product/01-product.md#currency-by-country, docs/product/09-constants.md#money-and-amounts: RU RUB, AE AED, else USD)', () => {
  it.each<[string, CurrencyCode]>([
    ['RU', 'RUB'],
    ['ru', 'RUB'],
    [' Ru ', 'RUB'],
    ['AE', 'AED'],
    ['ae', 'AED'],
    ['US', 'USD'],
    ['DE', 'USD'],
    ['BY', 'USD'],
    ['KZ', 'USD'],
    ['', 'USD'],
    ['RUS', 'USD'],
    ['toString', 'USD'],
  ])('%j -> %s', (iso, expected) => {
    expect(currencyForCountry(iso)).toBe(expected);
  });

  it.each([
    ['ru', 'RUB'],
    ['en', 'USD'],
  ] as const)('the %s storefront sells in %s', (storefront, currency) => {
    expect(STOREFRONT_CURRENCY[storefront]).toBe(currency);
  });
});

describe("storefrontCurrency: a storefront's prices for a visitor's country", () => {
  it.each<['ru' | 'en', string | null, CurrencyCode]>([
    ['ru', null, 'RUB'],
    ['ru', 'RU', 'RUB'],
    ['ru', 'US', 'RUB'],
    ['ru', 'AE', 'AED'],
    ['en', null, 'USD'],
    ['en', 'US', 'USD'],
    ['en', 'DE', 'USD'],
    ['en', 'AE', 'AED'],
    ['en', 'ae', 'AED'],
    ['en', 'RU', 'RUB'],
  ])('%s storefront, country %s: %s', (storefront, country, expected) => {
    expect(storefrontCurrency(storefront, country)).toBe(expected);
  });
});
