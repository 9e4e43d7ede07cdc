import { useCallback, useSyncExternalStore } from 'react';
import type { BusState, BusStateKey } from '@shop/types';
import { bus } from './event-bus';

/** Subscribes a React component to one slice of replayed bus state. */
export function useBusState<K extends BusStateKey>(key: K): BusState[K] {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = bus.select(key).subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [key],
  );
  const read = useCallback(() => bus.get(key), [key]);
  return useSyncExternalStore(subscribe, read, read);
}
