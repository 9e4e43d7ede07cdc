import { parseWishlistQuery, wishlistHref } from './wishlist-query';

describe('wishlist query', () => {
  it('reads the defaults of docs/product/07-calls.md#favorites: page 1, newest first, in stock only', () => {
    expect(parseWishlistQuery('')).toEqual({ page: 1, sort: 'desc', inStock: true });
    expect(parseWishlistQuery('?page=0&sort=up&inStock=maybe')).toEqual({
      page: 1,
      sort: 'desc',
      inStock: true,
    });
  });

  it('round-trips a page, the sort and the in-stock filter, leaving defaults out', () => {
    const query = parseWishlistQuery('?page=3&sort=asc&inStock=false');
    expect(query).toEqual({ page: 3, sort: 'asc', inStock: false });
    expect(wishlistHref(query)).toBe('/wishlist?page=3&sort=asc&inStock=false');
    expect(wishlistHref({ page: 1, sort: 'desc', inStock: true })).toBe('/wishlist');
  });
});
