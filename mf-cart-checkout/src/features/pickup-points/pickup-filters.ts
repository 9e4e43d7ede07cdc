import type { PickupPointsQuery } from '@shop/types';

/** What the shopper filters the points by. */
export interface PickupFilters {
  /** Provider ids; empty means every provider. */
  providers: readonly string[];
  /** The search field: a part of the address, name or code. */
  search: string;
  city?: string;
}

/** docs/product/09-constants.md#page-sizes: the pickup list is paged 50 at a time. */
export const PICKUP_PER_PAGE = 50;

export function pickupQuery(filters: PickupFilters): PickupPointsQuery {
  const q = filters.search.trim();
  return {
    ...(filters.providers.length ? { provider: [...filters.providers] } : {}),
    ...(q ? { q } : {}),
    ...(filters.city ? { city: filters.city } : {}),
  };
}

/** A stable key of the filters, so effects rerun only when a filter really changed. */
export const filtersKey = (filters: PickupFilters): string => JSON.stringify(pickupQuery(filters));
