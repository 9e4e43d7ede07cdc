import { useEffect, type ReactNode } from 'react';
import { bus } from '@shop/event-bus';

/**
 * Wraps a root that hydrates served markup. Its effect runs after every child's (React runs a
 * parent's effects last), that is once the whole tree is committed and its handlers attached:
 * then it says so on the bus (`app:hydrated`), and the shell replays the taps held on the
 * served markup meanwhile (ADR 29).
 */
export function HydrationSignal({ root, children }: { root: string; children: ReactNode }) {
  useEffect(() => {
    bus.emit('app:hydrated', { root });
  }, [root]);
  return children;
}
