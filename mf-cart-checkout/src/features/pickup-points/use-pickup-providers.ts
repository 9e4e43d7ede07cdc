import { useEffect, useState } from 'react';
import { storefrontApi } from '@shop/api-client';
import type { PickupProvider } from '@shop/types';
import { useLatestRequest } from './use-latest-request';

/** The provider filter's options; without them the chooser simply shows no filter. */
export function usePickupProviders(): readonly PickupProvider[] {
  const [providers, setProviders] = useState<readonly PickupProvider[]>([]);
  const request = useLatestRequest();
  useEffect(() => {
    void request((signal) => storefrontApi().getPickupProviders({ signal })).then((outcome) => {
      if (outcome?.ok) setProviders(outcome.value.data);
    });
  }, [request]);
  return providers;
}
