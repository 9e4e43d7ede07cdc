import {
  DEFAULT_STOREFRONT_DOMAINS,
  linkHostFor,
  linkHostsOf,
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

describe("the hosts of a page's own links", () => {
  const hosts = linkHostsOf(defaults);

  it("are each storefront's configured hosts without *, in the map's order", () => {
    expect(hosts).toEqual({
      ru: ['localhost', 'shop.test.ru'],
      en: ['en.localhost', 'shop.test.com'],
    });
    expect(linkHostsOf(parseStorefrontDomains('shop.ru=shop.com,*.ru=*.com'))).toEqual({
      ru: ['shop.ru'],
      en: ['shop.com'],
    });
  });

  it('must name a host for each storefront', () => {
    expect(() => linkHostsOf(parseStorefrontDomains('*.ru=*.com'))).toThrow(
      /no host without \* for the ru storefront/,
    );
  });

  it.each([
    // request host, storefront, the edge's port, expected
    ['shop.test.ru:8080', 'ru', '', 'shop.test.ru:8080'],
    ['SHOP.TEST.COM', 'en', '8080', 'shop.test.com'],
    ['localhost:3000', 'ru', '8080', 'localhost:3000'],
    // Not a configured host: the storefront's first, on the edge's own port.
    ['evil.example', 'ru', '8080', 'localhost:8080'],
    ['evil.example:6666', 'ru', '', 'localhost'],
    ['evil.com', 'en', '', 'en.localhost'],
    // Matched by a pattern only (*.ru, *=en.*): still the client's choice.
    ['evil.ru', 'ru', '', 'localhost'],
    ['en.evil.example:8080', 'en', '9000', 'en.localhost:9000'],
    // A configured host of the other storefront is not this page's.
    ['shop.test.com', 'ru', '', 'localhost'],
    ['shop.test.ru:x', 'ru', '', 'localhost'],
  ] as const)('%s (%s, edge port %j) → %s', (host, storefront, edgePort, expected) => {
    expect(linkHostFor(host, hosts[storefront], edgePort)).toBe(expected);
  });

  it('has no port by default', () => {
    expect(linkHostFor('evil.example:8080', ['shop.ru'])).toBe('shop.ru');
  });
});
