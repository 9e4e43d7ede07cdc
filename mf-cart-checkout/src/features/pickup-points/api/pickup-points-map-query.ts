import { storefrontApi } from '@shop/api-client';
import { queryOptions } from '@shop/data';
import { pickupQuery, type PickupFilters } from '../pickup-filters';

/** Every pickup point for the filters (the map answer is unpaged). */
export const pickupPointsMapQuery = (filters: PickupFilters) => {
  const query = pickupQuery(filters);
  return queryOptions({
    queryKey: ['cart-checkout', 'pickup-points-map', query],
    queryFn: ({ signal }) => storefrontApi().getPickupPointsMap(query, { signal }),
    meta: { owner: 'cart-checkout' },
  });
};
