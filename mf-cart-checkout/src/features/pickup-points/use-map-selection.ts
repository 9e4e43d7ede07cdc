import { useEffect, useState } from 'react';
import { storefrontApi } from '@shop/api-client';
import type { PickupPoint } from '@shop/types';
import { useLatestRequest } from './use-latest-request';

/**
 * The full point behind a map selection: from the loaded list when it is there, else fetched
 * by id (the map answer carries coordinates and a label only). A newer selection cancels it.
 */
export function useMapSelection(selectedId: string | null, loaded: readonly PickupPoint[]) {
  const [fetched, setFetched] = useState<PickupPoint | null>(null);
  const [failed, setFailed] = useState(false);
  const request = useLatestRequest();
  const known = loaded.find((point) => point.id === selectedId) ?? null;

  useEffect(() => {
    setFailed(false);
    if (!selectedId || known) return;
    void request((signal) =>
      storefrontApi().getPickupPointsList({ id: [selectedId], per_page: 1 }, { signal }),
    ).then((outcome) => {
      if (!outcome) return;
      const point = outcome.ok ? outcome.value.data.items[0] : undefined;
      if (point) setFetched(point);
      else setFailed(true);
    });
  }, [selectedId, known, request]);

  const point = known ?? (fetched?.id === selectedId ? fetched : null);
  return { point, loading: Boolean(selectedId) && !point && !failed, failed };
}
