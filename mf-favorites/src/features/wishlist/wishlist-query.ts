/** The wishlist page's state in the URL (?page=, ?sort=, ?inStock=), defaults of docs/product/07-calls.md#favorites left out. */
export interface WishlistQuery {
  page: number;
  sort: 'asc' | 'desc';
  inStock: boolean;
}

export const DEFAULT_WISHLIST_QUERY: WishlistQuery = { page: 1, sort: 'desc', inStock: true };

export function parseWishlistQuery(search: string): WishlistQuery {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    sort: params.get('sort') === 'asc' ? 'asc' : 'desc',
    inStock: params.get('inStock') !== 'false',
  };
}

export function wishlistHref(query: WishlistQuery): string {
  const params = new URLSearchParams();
  if (query.page > 1) params.set('page', String(query.page));
  if (query.sort !== DEFAULT_WISHLIST_QUERY.sort) params.set('sort', query.sort);
  if (query.inStock !== DEFAULT_WISHLIST_QUERY.inStock) params.set('inStock', 'false');
  const search = params.toString();
  return search ? `/wishlist?${search}` : '/wishlist';
}
