import { useEffect } from 'react';
import { keepPreviousData, useQuery } from '@shop/data';
import type { PickupPointsMapResponse } from '@shop/types';
import { pickupPointsMapQuery } from './api/pickup-points-map-query';
import type { PickupFilters } from './pickup-filters';

export type MapPoint = PickupPointsMapResponse['data']['points'][number];

export interface PickupMapState {
  status: 'loading' | 'ready' | 'error';
  points: readonly MapPoint[];
}

/**
 * Every point for the filters; a new filter cancels the request in flight (the newest wins)
 * and the previous points stay on the map until the new ones arrive.
 */
export function usePickupPointMap(filters: PickupFilters, attempt: number): PickupMapState {
  const map = useQuery({
    ...pickupPointsMapQuery(filters),
    placeholderData: keepPreviousData,
  });
  const { refetch } = map;
  useEffect(() => {
    if (attempt > 0) void refetch();
  }, [attempt, refetch]);
  const points = map.data?.data.points ?? [];
  if (map.isFetching) return { status: 'loading', points: map.isError ? [] : points };
  if (map.isError) return { status: 'error', points: [] };
  return { status: 'ready', points };
}
