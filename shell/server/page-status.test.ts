import { decidePage } from './page-status';

describe('decidePage', () => {
  it.each([
    ['shop.test.ru', '/press', 'redirect'],
    ['shop.test.ru', '//press', 'redirect'],
    ['shop.test.ru', '/PRESS/?a=1', 'redirect'],
    ['shop.test.com', '/press', 200],
    ['shop.test.com', '/oferta', 'redirect'],
    ['shop.test.com', '/profile?section=bonusesData', 'redirect'],
    ['shop.test.ru', '/profile?section=bonusesData', 200],
    ['localhost', '/delivery', 'redirect'],
    ['en.localhost', '/delivery', 200],
    ['shop.test.ru', '/no/such/page', 404],
    ['shop.test.ru', '/404', 404],
    ['shop.test.ru', '/catalog/rings/gold', 200],
    ['shop.test.ru', '/jewelry/123', 200],
  ])('%s%s → %s', (host, url, expected) => {
    const decision = decidePage(host, url, 'ru');
    if (expected === 'redirect') expect(decision).toEqual({ kind: 'redirect', location: '/404' });
    else expect(decision).toMatchObject({ kind: 'page', status: expected });
  });

  it('takes the storefront from the host, and the configured default for other hosts', () => {
    expect(decidePage('shop.test.com', '/', 'ru')).toMatchObject({ storefront: 'en' });
    expect(decidePage('localhost', '/', 'ru')).toMatchObject({ storefront: 'ru' });
    expect(decidePage('localhost', '/', 'en')).toMatchObject({ storefront: 'en' });
  });

  it("answers the route's parameters, which say what the page names", () => {
    expect(decidePage('shop.test.com', '/designers/al-noor?page=2', 'ru')).toMatchObject({
      routeName: 'designer',
      params: { id: 'al-noor' },
    });
    expect(decidePage('shop.test.ru', '/catalog/rings/gold', 'ru')).toMatchObject({
      routeName: 'catalog-listing',
      params: { rest: 'rings/gold' },
    });
  });

  it("answers what a page shows from other apps and reads from the API (the cart's), and nothing for others", () => {
    expect(decidePage('shop.test.ru', '/cart?step=checkout', 'ru')).toMatchObject({
      routeName: 'cart',
      companions: {
        pieces: [{ remote: 'catalog', expose: 'BestsellersSlider' }],
        reads: ['/cart', '/pd/frontend/bestsellers', '/token'],
      },
    });
    expect(decidePage('shop.test.ru', '/profile', 'ru')).not.toHaveProperty('companions');
  });
});
