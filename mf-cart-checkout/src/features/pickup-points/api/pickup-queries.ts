import { storefrontApi } from '@shop/api-client';
import { queryOptions } from '@shop/data';
import { PICKUP_PER_PAGE, pickupQuery, type PickupFilters } from '../pickup-filters';

/**
 * The pickup chooser's reads (docs/product/04-states.md#pickup-point-requests: a new request
 * cancels the earlier one). Each key carries its inputs, so only the latest input's answer
 * renders; the library aborts a query left without observers.
 */

/** The provider filter's options. */
export const pickupProvidersQuery = () =>
  queryOptions({
    queryKey: ['cart-checkout', 'pickup-providers'],
    queryFn: ({ signal }) => storefrontApi().getPickupProviders({ signal }),
    meta: { owner: 'cart-checkout' },
  });

/** One page (50) of the list for the filters; `cursor` null is the first page. */
export const pickupListPageQuery = (filters: PickupFilters, cursor: string | null) => {
  const query = pickupQuery(filters);
  return queryOptions({
    queryKey: ['cart-checkout', 'pickup-points-list', query, cursor],
    queryFn: ({ signal }) =>
      storefrontApi().getPickupPointsList(
        { ...query, ...(cursor === null ? {} : { cursor }), per_page: PICKUP_PER_PAGE },
        { signal },
      ),
    meta: { owner: 'cart-checkout' },
  });
};

/** One point by id (a map selection the loaded list does not hold). */
export const pickupPointQuery = (id: string) =>
  queryOptions({
    queryKey: ['cart-checkout', 'pickup-point', id],
    queryFn: ({ signal }) =>
      storefrontApi().getPickupPointsList({ id: [id], per_page: 1 }, { signal }),
    meta: { owner: 'cart-checkout' },
  });
