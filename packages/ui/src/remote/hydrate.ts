import { startTransition, type ReactNode } from 'react';
import { hydrateRoot, type HydrationOptions, type Root } from 'react-dom/client';

/**
 * Hydrates served markup in a transition: React yields to the browser every few milliseconds
 * instead of hydrating the whole tree in one long task (a served home page held the main
 * thread for about 100 ms at a time, issue #12's TBT). A click that comes meanwhile is
 * replayed once its part of the page is hydrated. Nothing updates the root before it commits:
 * its subscriptions (bus state) start in effects, after hydration.
 */
export function hydrateInSlices(
  container: Element,
  children: ReactNode,
  options?: HydrationOptions,
): Root {
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, children, options);
  });
  return root as Root;
}
