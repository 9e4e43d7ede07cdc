import { useEffect, type ReactNode } from 'react';
import { bus } from '@shop/event-bus';

/**
 * Wraps a root that hydrates served markup. Its effect runs after every child's (React runs a
 * parent's effects last), that is once the whole tree is committed and its handlers attached;
 * the signal waits one more task, for the re-renders hydration scheduled from those effects
 * (bus state read with the server's snapshot, now the browser's): a replayed tap then meets
 * current handlers. It says so on the bus (`app:hydrated`), and the shell replays the taps
 * held on the served markup meanwhile (ADR 29).
 */
export function HydrationSignal({ root, children }: { root: string; children: ReactNode }) {
  useEffect(() => {
    const signal = setTimeout(() => bus.emit('app:hydrated', { root }), 0);
    return () => clearTimeout(signal);
  }, [root]);
  return children;
}
