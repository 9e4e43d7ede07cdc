import { findRoute, hrefFor, isOrderRevisit, matchRoute, orderRevisitHref } from './match-route';
import { POPUPS } from './popup-table';
import { ROUTES, STATIC_PAGES } from './route-table';

describe('matchRoute', () => {
  it.each([
    ['/', 'home', {}],
    ['/catalog', 'catalog', {}],
    ['/catalog/', 'catalog', {}],
    ['/catalog/new', 'catalog-listing', { rest: 'new' }],
    ['/catalog/rings/gold-ring', 'catalog-listing', { rest: 'rings/gold-ring' }],
    ['/jewelry', 'jewelry', {}],
    ['/jewelry/ring-42', 'product', { id: 'ring-42' }],
    ['/JEWELRY/Ring-42/', 'product', { id: 'Ring-42' }],
    ['/designers', 'designers', {}],
    ['/designers/7', 'designer', { id: '7' }],
    ['/search/серьги', 'search-results', { id: 'серьги' }],
    ['/search/%D1%81%D0%B5%D1%80%D1%8C%D0%B3%D0%B8', 'search-results', { id: 'серьги' }],
    ['/trend/pearls', 'trend-item', { id: 'pearls' }],
    ['/get-certificate', 'get-certificate', {}],
    ['/get-certificate/abc', 'get-certificate', { id: 'abc' }],
    ['/order-success', 'order-success', {}],
    ['/order-success/15', 'order-success', { id: '15' }],
    ['/wishlist', 'wishlist', {}],
    ['/profile', 'profile', {}],
    ['/cart', 'cart', {}],
    ['/404', 'not-found', {}],
    ['/landings/loyalty-program', 'landings/loyalty-program', {}],
    ['/oferta', 'oferta', {}],
  ])('%s → %s', (path, name, params) => {
    const match = matchRoute(path);
    expect(match?.route.name).toBe(name);
    expect(match?.params).toEqual(params);
  });

  it.each([
    '/nope',
    '/jewelry/1/2',
    '/designers/1/extra',
    '/get-certificate/a/b',
    '/landings',
    '/cart/x',
  ])('%s matches nothing', (path) => expect(matchRoute(path)).toBeNull());

  it('keeps a malformed escape as it is', () => {
    expect(matchRoute('/jewelry/%E0%A4%A')?.params).toEqual({ id: '%E0%A4%A' });
  });
});

describe('route table', () => {
  it('holds every static page of docs/product/02-screens.md#static-pages once, owned by the shell', () => {
    const names = ROUTES.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    for (const slug of STATIC_PAGES) expect(findRoute(slug).owner).toBe('shell');
  });

  it('puts landings on the landing layout and product pages on the catalog', () => {
    expect(findRoute('landings/online-subscription').layout).toBe('landing');
    expect(findRoute('about').layout).toBe('default');
    expect(findRoute('product').owner).toBe('catalog');
    expect(findRoute('cart').owner).toBe('cart-checkout');
    expect(findRoute('wishlist').owner).toBe('favorites');
    expect(findRoute('profile').owner).toBe('profile-auth');
    expect(findRoute('get-certificate').owner).toBe('certificates');
  });

  it('gives every popup exactly one owner and module', () => {
    for (const [key, popup] of Object.entries(POPUPS)) {
      expect(popup.module).toMatch(/^\.\/popups\/[a-z-]+$/);
      expect(popup.owner).toBeTruthy();
      expect(key).toMatch(/^[a-z-]+$/);
    }
  });
});

describe('hrefFor', () => {
  it('builds links from names, params and query', () => {
    expect(hrefFor('home')).toBe('/');
    expect(hrefFor('product', { id: 42 })).toBe('/jewelry/42');
    expect(hrefFor('catalog-listing', { rest: 'new' })).toBe('/catalog/new');
    expect(hrefFor('catalog-listing', { rest: '/rings/gold' })).toBe('/catalog/rings/gold');
    expect(hrefFor('order-success')).toBe('/order-success');
    expect(hrefFor('search-results', { id: 'кольца с жемчугом' })).toBe(
      '/search/%D0%BA%D0%BE%D0%BB%D1%8C%D1%86%D0%B0%20%D1%81%20%D0%B6%D0%B5%D0%BC%D1%87%D1%83%D0%B3%D0%BE%D0%BC',
    );
    expect(hrefFor('catalog', {}, { page: 2, sort: undefined })).toBe('/catalog?page=2');
  });

  it('fails loudly for an unknown name or a missing param', () => {
    expect(() => hrefFor('nope')).toThrow('ROUTES-001');
    expect(() => hrefFor('product')).toThrow('ROUTES-002');
  });
});

describe('the thank-you page opened from the profile', () => {
  it('is marked in its address, and only that mark counts as a revisit', () => {
    expect(orderRevisitHref(42)).toBe('/order-success/42?from=profile');
    expect(isOrderRevisit('?from=profile')).toBe(true);
    expect(isOrderRevisit('?payment=failed&from=profile')).toBe(true);
    expect(isOrderRevisit('')).toBe(false);
    expect(isOrderRevisit('?payment=failed')).toBe(false);
  });
});
