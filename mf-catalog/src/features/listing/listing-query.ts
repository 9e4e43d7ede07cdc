import { CATALOG_PAGE_SIZE } from '@shop/storefront';
import type { CatalogShowParameters, CatalogShowRequest, CatalogSort } from '@shop/types';

export const SORTS: readonly CatalogSort[] = ['popular', 'new', 'price_asc', 'price_desc'];

/** A listing's state as it lives in the URL: ?page=N&sort=…&price_from=…&price_to=…&designer=…&in_stock=1 */
export interface ListingQuery {
  page: number;
  sort?: CatalogSort;
  priceFrom?: number;
  priceTo?: number;
  designer?: string;
  inStock?: boolean;
}

function positiveNumber(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : undefined;
}

/** Reads the listing state from a query string; bad values are dropped, the page is at least 1. */
export function parseListingQuery(search: string): ListingQuery {
  const params = new URLSearchParams(search);
  const page = Math.floor(Number(params.get('page') ?? '1'));
  const sort = params.get('sort');
  const designer = params.get('designer')?.trim();
  return {
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    ...(sort && (SORTS as readonly string[]).includes(sort) ? { sort: sort as CatalogSort } : {}),
    ...(positiveNumber(params.get('price_from')) !== undefined
      ? { priceFrom: positiveNumber(params.get('price_from')) }
      : {}),
    ...(positiveNumber(params.get('price_to')) !== undefined
      ? { priceTo: positiveNumber(params.get('price_to')) }
      : {}),
    ...(designer ? { designer } : {}),
    ...(params.get('in_stock') === '1' ? { inStock: true } : {}),
  };
}

/** The query object for hrefFor: page 1 and unset values are left out, so URLs stay canonical. */
export function listingQueryParams(
  query: ListingQuery,
): Record<string, string | number | undefined> {
  return {
    sort: query.sort,
    price_from: query.priceFrom,
    price_to: query.priceTo,
    designer: query.designer,
    in_stock: query.inStock ? 1 : undefined,
    page: query.page > 1 ? query.page : undefined,
  };
}

export function hasFilters(query: ListingQuery): boolean {
  return (
    query.priceFrom !== undefined ||
    query.priceTo !== undefined ||
    query.designer !== undefined ||
    Boolean(query.inStock)
  );
}

/** POST /catalog/show body for a page of a listing: limit 48, offset from the page. */
export function showRequest(url: string, query: ListingQuery): CatalogShowRequest {
  const parameters: CatalogShowParameters = {
    ...(query.sort ? { sort: query.sort } : {}),
    ...(query.priceFrom !== undefined ? { price_from: query.priceFrom } : {}),
    ...(query.priceTo !== undefined ? { price_to: query.priceTo } : {}),
    ...(query.designer ? { designer: query.designer } : {}),
    ...(query.inStock ? { in_stock: true } : {}),
  };
  return {
    url,
    limit: CATALOG_PAGE_SIZE,
    offset: (query.page - 1) * CATALOG_PAGE_SIZE,
    ...(Object.keys(parameters).length > 0 ? { parameters } : {}),
  };
}

export function pageCount(quantity: number): number {
  return Math.max(1, Math.ceil(quantity / CATALOG_PAGE_SIZE));
}

/** Page numbers to show: first, last, and two around the current one; null marks a gap. */
export function pageWindow(current: number, total: number): (number | null)[] {
  const pages = new Set(
    [1, total, current - 1, current, current + 1].filter((p) => p >= 1 && p <= total),
  );
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) out.push(null);
    out.push(page);
  });
  return out;
}
