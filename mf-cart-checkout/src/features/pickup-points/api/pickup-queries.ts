import { storefrontApi } from '@shop/api-client';
import { infiniteQueryOptions, queryOptions } from '@shop/data';
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

/** The list for the filters, 50 at a time: each page asks from the previous page's cursor. */
export const pickupListQuery = (filters: PickupFilters) => {
  const query = pickupQuery(filters);
  return infiniteQueryOptions({
    queryKey: ['cart-checkout', 'pickup-points-list', query],
    queryFn: ({ signal, pageParam }) =>
      storefrontApi().getPickupPointsList(
        {
          ...query,
          ...(pageParam === null ? {} : { cursor: pageParam }),
          per_page: PICKUP_PER_PAGE,
        },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.data.next_cursor,
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
