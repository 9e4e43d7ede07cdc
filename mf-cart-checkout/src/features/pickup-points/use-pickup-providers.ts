import { useQuery } from '@shop/data';
import type { PickupProvider } from '@shop/types';
import { pickupProvidersQuery } from './api/pickup-queries';

const NONE: readonly PickupProvider[] = [];

/** The provider filter's options; without them the chooser simply shows no filter. */
export function usePickupProviders(): readonly PickupProvider[] {
  return useQuery(pickupProvidersQuery()).data?.data ?? NONE;
}
