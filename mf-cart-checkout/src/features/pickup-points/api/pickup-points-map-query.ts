import { storefrontApi } from '@shop/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@shop/data';
import type { PickupPointsMapResponse } from '@shop/types';
import { pickupQuery, type PickupFilters } from '../pickup-filters';

/** One point of the map answer: coordinates and a label (the full point is fetched by id). */
export type MapPoint = PickupPointsMapResponse['data']['points'][number];

/** Every pickup point for the filters (the map answer is unpaged). */
export const pickupPointsMapQuery = (filters: PickupFilters) => {
  const query = pickupQuery(filters);
  return queryOptions({
    queryKey: ['cart-checkout', 'pickup-points-map', query],
    queryFn: ({ signal }) => storefrontApi().getPickupPointsMap(query, { signal }),
    meta: { owner: 'cart-checkout' },
  });
};

/**
 * The map's points for the filters: a new filter is a new key (the request in flight is
 * cancelled, the newest wins) and the previous points stay on the map until the new ones arrive.
 */
export const usePickupPointsMapQuery = (filters: PickupFilters) =>
  useQuery({ ...pickupPointsMapQuery(filters), placeholderData: keepPreviousData });
