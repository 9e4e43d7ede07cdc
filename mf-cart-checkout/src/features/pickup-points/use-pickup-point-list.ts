import { useCallback, useEffect, useState } from 'react';
import { storefrontApi } from '@shop/api-client';
import type { PickupPoint } from '@shop/types';
import { PICKUP_PER_PAGE, filtersKey, pickupQuery, type PickupFilters } from './pickup-filters';
import { useLatestRequest } from './use-latest-request';

export interface PickupListState {
  status: 'loading' | 'ready' | 'error';
  items: readonly PickupPoint[];
  total: number;
  /** The cursor of the next page; null at the end (no "show more"). */
  nextCursor: string | null;
  /** A "show more" request is in flight or failed. */
  more: 'idle' | 'loading' | 'error';
}

const INITIAL: PickupListState = {
  status: 'loading',
  items: [],
  total: 0,
  nextCursor: null,
  more: 'idle',
};

/**
 * The pickup-point list for the filters, 50 at a time: a filter change reloads the first page,
 * `showMore` appends the next; a new `attempt` (retry) reloads. Every request aborts the pending one, so a slow answer to an
 * older search can never replace a newer one, and a cancelled request shows no error.
 */
export function usePickupPointList(filters: PickupFilters, attempt: number) {
  const [state, setState] = useState<PickupListState>(INITIAL);
  const request = useLatestRequest();
  const key = filtersKey(filters);

  useEffect(() => {
    setState(INITIAL);
    const query = pickupQuery(filters);
    void request((signal) =>
      storefrontApi().getPickupPointsList({ ...query, per_page: PICKUP_PER_PAGE }, { signal }),
    ).then((outcome) => {
      if (!outcome) return;
      if (!outcome.ok) {
        setState({ ...INITIAL, status: 'error' });
        return;
      }
      const { items, total, next_cursor } = outcome.value.data;
      setState({ status: 'ready', items, total, nextCursor: next_cursor, more: 'idle' });
    });
    // `key` stands for the filters' content; a new object with the same filters is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, request]);

  const showMore = useCallback(() => {
    const cursor = state.nextCursor;
    if (state.status !== 'ready' || cursor === null || state.more === 'loading') return;
    setState((current) => ({ ...current, more: 'loading' }));
    void request((signal) =>
      storefrontApi().getPickupPointsList(
        { ...pickupQuery(filters), cursor, per_page: PICKUP_PER_PAGE },
        { signal },
      ),
    ).then((outcome) => {
      if (!outcome) return;
      if (!outcome.ok) {
        setState((current) => ({ ...current, more: 'error' }));
        return;
      }
      const page = outcome.value.data;
      setState((current) => ({
        ...current,
        items: [...current.items, ...page.items],
        total: page.total,
        nextCursor: page.next_cursor,
        more: 'idle',
      }));
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, state.nextCursor, state.status, state.more, request]);

  return { state, showMore };
}
