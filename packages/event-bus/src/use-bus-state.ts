import { createContext, createElement, useCallback, useContext, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { BusState, BusStateKey } from '@shop/types';
import { bus, initialBusState } from './event-bus';

/**
 * The bus state a server render sees (and a hydrating client sees until hydration ends):
 * only the public slices of one request — route and storefront. Everything else keeps its
 * initial value (a guest with an empty cart), so no visitor's data reaches a shared render
 * and the first client render matches the served HTML (ADR 13).
 */
const ServerBusStateContext = createContext<Partial<BusState> | null>(null);

export function ServerBusState({
  value,
  children,
}: {
  value: Partial<BusState>;
  children?: ReactNode;
}) {
  return createElement(ServerBusStateContext.Provider, { value }, children);
}

/** Subscribes a React component to one slice of replayed bus state. */
export function useBusState<K extends BusStateKey>(key: K): BusState[K] {
  const serverState = useContext(ServerBusStateContext);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = bus.select(key).subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [key],
  );
  const read = useCallback(() => bus.get(key), [key]);
  const readServer = useCallback(
    () => (serverState ? (serverState[key] ?? initialBusState[key]) : bus.get(key)),
    [key, serverState],
  );
  return useSyncExternalStore(subscribe, read, readServer);
}
