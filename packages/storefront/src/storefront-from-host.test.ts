import type { Storefront } from '@shop/types';

import { storefrontForCountry, storefrontFromHost } from './storefront-from-host';

describe('storefrontFromHost', () => {
  it.each<[string, Storefront | undefined, Storefront]>([
    ['shop.ru', undefined, 'ru'],
    ['www.shop.ru', 'en', 'ru'],
    ['SHOP.RU', undefined, 'ru'],
    ['shop.ru:8080', 'en', 'ru'],
    ['shop.ru.', 'en', 'ru'],
    ['  shop.ru  ', 'en', 'ru'],
    ['shop.com.ru', 'en', 'ru'],
    ['enshop.ru', 'en', 'ru'],
    ['en.shop.ru', undefined, 'en'],
    ['EN.Shop.Ru:443', undefined, 'en'],
    ['shop.com', undefined, 'en'],
    ['www.shop.com:3000', undefined, 'en'],
    ['shop.ru.com', undefined, 'en'],
    ['SHOP.COM', undefined, 'en'],
    ['en.localhost', undefined, 'en'],
    ['en.localhost:8080', undefined, 'en'],
    ['en.shop.company', undefined, 'en'],
    ['localhost', undefined, 'ru'],
    ['localhost:8080', 'en', 'en'],
    ['127.0.0.1:8080', 'en', 'en'],
    ['[::1]:8080', 'en', 'en'],
    ['shop.company', 'ru', 'ru'],
    ['shopru', 'en', 'en'],
    ['shop.org', undefined, 'ru'],
    ['', undefined, 'ru'],
    ['', 'en', 'en'],
  ])('%j (fallback %s) is %s', (host, fallback, expected) => {
    expect(storefrontFromHost(host, fallback)).toBe(expected);
  });
});

describe('storefrontForCountry', () => {
  it.each<[string, Storefront]>([
    ['RU', 'ru'],
    [' ru ', 'ru'],
    ['AE', 'en'],
    ['US', 'en'],
    ['KZ', 'en'],
  ])('%j is sold by the %s storefront', (iso, storefront) => {
    expect(storefrontForCountry(iso)).toBe(storefront);
  });
});
