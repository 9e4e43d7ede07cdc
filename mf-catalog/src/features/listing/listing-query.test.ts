import { hrefFor } from '@shop/routes';
import {
  listingQueryParams,
  pageCount,
  pageWindow,
  parseListingQuery,
  showRequest,
} from './listing-query';
import { listingSource } from './listing-source';

describe('listing URL state', () => {
  it('reads page, sort and filters from the query string', () => {
    expect(
      parseListingQuery(
        '?page=3&sort=price_asc&price_from=900&price_to=5000&designer=lumiere&in_stock=1',
      ),
    ).toEqual({
      page: 3,
      sort: 'price_asc',
      priceFrom: 900,
      priceTo: 5000,
      designer: 'lumiere',
      inStock: true,
    });
  });

  it('drops bad values and defaults to page 1', () => {
    expect(parseListingQuery('?page=-2&sort=cheap&price_from=abc')).toEqual({ page: 1 });
    expect(parseListingQuery('?page=x')).toEqual({ page: 1 });
    expect(parseListingQuery('')).toEqual({ page: 1 });
  });

  it('round-trips through hrefFor and keeps page 1 out of the URL', () => {
    const href = hrefFor(
      'catalog-listing',
      { rest: 'rings' },
      listingQueryParams({ page: 2, sort: 'new' }),
    );
    expect(href).toBe('/catalog/rings?sort=new&page=2');
    expect(parseListingQuery(href.split('?')[1] ?? '')).toEqual({ page: 2, sort: 'new' });
    expect(hrefFor('catalog', {}, listingQueryParams({ page: 1 }))).toBe('/catalog');
  });

  it('builds the show request with limit 48 and the page offset', () => {
    expect(showRequest('/new', { page: 1 })).toEqual({ url: '/new', limit: 48, offset: 0 });
    expect(showRequest('', { page: 3, sort: 'price_desc', priceFrom: 20 })).toEqual({
      url: '',
      limit: 48,
      offset: 96,
      parameters: { sort: 'price_desc', price_from: 20 },
    });
  });

  it('counts pages and windows them', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(48)).toBe(1);
    expect(pageCount(49)).toBe(2);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });

  it('maps routes to listing urls (the path after /catalog)', () => {
    expect(listingSource({ name: 'catalog', params: {} })?.url).toBe('');
    expect(listingSource({ name: 'catalog-listing', params: { rest: 'men' } })?.url).toBe('/men');
    expect(listingSource({ name: 'catalog-listing', params: { rest: 'rings/gold' } })?.url).toBe(
      '/rings/gold',
    );
    expect(listingSource({ name: 'jewelry', params: {} })?.url).toBe('/jewelry');
    expect(listingSource({ name: 'designer', params: { id: 'lumiere' } })?.url).toBe(
      '/designers/lumiere',
    );
    expect(listingSource({ name: 'trend-item', params: { id: 'pearls' } })?.url).toBe(
      '/trend/pearls',
    );
    expect(listingSource({ name: 'search-results', params: { id: 'ring' } })?.url).toBe(
      '/search/ring',
    );
    expect(listingSource({ name: 'product', params: { id: '1' } })).toBeNull();
  });
});
