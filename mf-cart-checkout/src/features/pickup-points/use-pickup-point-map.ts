import { useEffect, useState } from 'react';
import { storefrontApi } from '@shop/api-client';
import type { PickupPointsMapResponse } from '@shop/types';
import { filtersKey, pickupQuery, type PickupFilters } from './pickup-filters';
import { useLatestRequest } from './use-latest-request';

export type MapPoint = PickupPointsMapResponse['data']['points'][number];

export interface PickupMapState {
  status: 'loading' | 'ready' | 'error';
  points: readonly MapPoint[];
}

/** Every point for the filters (the map answer is unpaged); the newest request wins. */
export function usePickupPointMap(filters: PickupFilters, attempt: number): PickupMapState {
  const [state, setState] = useState<PickupMapState>({ status: 'loading', points: [] });
  const request = useLatestRequest();
  const key = filtersKey(filters);

  useEffect(() => {
    setState((current) => ({ status: 'loading', points: current.points }));
    void request((signal) =>
      storefrontApi().getPickupPointsMap(pickupQuery(filters), { signal }),
    ).then((outcome) => {
      if (!outcome) return;
      setState(
        outcome.ok
          ? { status: 'ready', points: outcome.value.data.points }
          : { status: 'error', points: [] },
      );
    });
    // `key` stands for the filters' content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, request]);

  return state;
}
