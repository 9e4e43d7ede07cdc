import { startTransition, type ReactNode } from 'react';
import { hydrateRoot, type HydrationOptions, type Root } from 'react-dom/client';

/**
 * Hydrates served markup as a transition, as Remix's client entry does: React then hydrates in
 * slices of about 5 ms and lets the browser run between them, where a hydration at default
 * priority is one long task: a listing's ~48 cards blocked a phone's main thread for hundreds of
 * milliseconds (Lighthouse's TBT, issue #21). A tap meanwhile waits in the capture until its
 * root says it hydrated (ADR 29), as before.
 */
export function hydrateInSlices(
  container: Element,
  children: ReactNode,
  options?: HydrationOptions,
): Root {
  let root: Root | null = null;
  startTransition(() => {
    root = hydrateRoot(container, children, options);
  });
  if (!root) throw new Error('hydrateRoot gave no root');
  return root;
}
