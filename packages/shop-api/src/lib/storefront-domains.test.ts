import {
  DEFAULT_STOREFRONT_DOMAINS,
  parseStorefrontDomains,
  storefrontHostFor,
} from './storefront-domains';

const defaults = parseStorefrontDomains(DEFAULT_STOREFRONT_DOMAINS);

describe('storefront domain map', () => {
  it.each([
    // host, current, target, expected (the defaults keep today's behaviour)
    ['localhost:8080', 'ru', 'en', 'en.localhost:8080'],
    ['en.localhost:8080', 'en', 'ru', 'localhost:8080'],
    ['shop.test.com:8080', 'en', 'ru', 'shop.test.ru:8080'],
    ['shop.test.ru:8080', 'ru', 'en', 'shop.test.com:8080'],
    ['shop.ru', 'ru', 'en', 'shop.com'],
    ['www.shop.com', 'en', 'ru', 'www.shop.ru'],
    ['en.shop.example', 'en', 'ru', 'shop.example'],
    ['127.0.0.1:9000', 'ru', 'en', 'en.127.0.0.1:9000'],
    ['SHOP.TEST.RU', 'ru', 'ru', 'shop.test.ru'],
  ] as const)('%s (%s) → %s storefront: %s', (host, current, target, expected) => {
    expect(storefrontHostFor(host, current, target, defaults)).toBe(expected);
  });

  it('uses configured pairs first and leaves an unmapped host alone', () => {
    const pairs = parseStorefrontDomains(' Jewels.RU = jewels-intl.com ,*.ru=*.com');
    expect(pairs[0]).toEqual({ ru: 'jewels.ru', en: 'jewels-intl.com' });
    expect(storefrontHostFor('jewels.ru', 'ru', 'en', pairs)).toBe('jewels-intl.com');
    expect(storefrontHostFor('jewels-intl.com:443', 'en', 'ru', pairs)).toBe('jewels.ru:443');
    expect(storefrontHostFor('localhost', 'ru', 'en', pairs)).toBe('localhost');
  });

  it.each([
    'shop.ru',
    'a=b=c',
    '*.ru=shop.com',
    'sh op.ru=shop.com',
    '*.*.ru=*.*.com',
    'x=https://y',
  ])('refuses the malformed entry %j', (entry) => {
    expect(() => parseStorefrontDomains(entry)).toThrow(/SHOP_API_STOREFRONT_DOMAINS/);
  });
});
