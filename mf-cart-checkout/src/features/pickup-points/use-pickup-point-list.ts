import { useCallback, useEffect } from 'react';
import { useInfiniteQuery } from '@shop/data';
import type { PickupPoint } from '@shop/types';
import { pickupListQuery } from './api/pickup-queries';
import type { PickupFilters } from './pickup-filters';

export interface PickupListState {
  status: 'pending' | 'success' | 'error';
  items: readonly PickupPoint[];
  total: number;
  /** The cursor of the next page; null at the end (no "show more"). */
  nextCursor: string | null;
  /** A "show more" request is in flight or failed. */
  more: 'idle' | 'loading' | 'error';
}

const EMPTY: PickupListState = {
  status: 'pending',
  items: [],
  total: 0,
  nextCursor: null,
  more: 'idle',
};

/**
 * The pickup-point list for the filters, 50 at a time: a filter change loads the first page
 * (a new key: the older search is aborted and its answer never shown), `showMore` appends the
 * next; a new `attempt` (retry) reloads.
 */
export function usePickupPointList(filters: PickupFilters, attempt: number) {
  const list = useInfiniteQuery(pickupListQuery(filters));
  const { refetch, fetchNextPage } = list;
  useEffect(() => {
    if (attempt > 0) void refetch();
  }, [attempt, refetch]);

  const pages = list.data?.pages ?? [];
  const last = pages[pages.length - 1]?.data;
  // A failed first page (not a failed "show more") is the list's error; its retry is loading.
  const failed = list.isError && !list.isFetchNextPageError;
  const state: PickupListState =
    failed || !last
      ? { ...EMPTY, status: failed && !list.isFetching ? 'error' : 'pending' }
      : {
          status: 'success',
          items: pages.flatMap((page) => page.data.items),
          total: last.total,
          nextCursor: last.next_cursor,
          more: list.isFetchingNextPage ? 'loading' : list.isFetchNextPageError ? 'error' : 'idle',
        };

  const ready = state.status === 'success';
  const canAsk = ready && state.nextCursor !== null && state.more !== 'loading';
  const showMore = useCallback(() => {
    if (canAsk) void fetchNextPage();
  }, [canAsk, fetchNextPage]);

  return { state, showMore };
}
