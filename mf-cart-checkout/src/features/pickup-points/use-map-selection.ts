import { useQuery } from '@shop/data';
import type { PickupPoint } from '@shop/types';
import { pickupPointQuery } from './api/pickup-queries';

/**
 * The full point behind a map selection: from the loaded list when it is there, else fetched
 * by id (the map answer carries coordinates and a label only). A newer selection is a new query.
 */
export function useMapSelection(selectedId: string | null, loaded: readonly PickupPoint[]) {
  const known = loaded.find((point) => point.id === selectedId) ?? null;
  const byId = useQuery({
    ...pickupPointQuery(selectedId ?? ''),
    enabled: Boolean(selectedId) && !known,
  });
  const fetched = byId.data?.data.items[0] ?? null;
  const point = known ?? (fetched?.id === selectedId ? fetched : null);
  const failed = !point && (byId.isError || (byId.isSuccess && !fetched));
  return { point, loading: Boolean(selectedId) && !point && !failed, failed };
}
