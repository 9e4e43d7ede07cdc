import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A module already here, as the promise `React.lazy` expects: a thenable that resolves while it
 * is read, so the component renders in the same pass instead of suspending for a microtask.
 */
export function arrivedModule<M>(module: M): Promise<M> {
  return { then: (resolve: (value: M) => void) => resolve(module) } as Promise<M>;
}

export interface PreloadableLazy<P extends object> {
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Loads the component's chunk; once it has come, the component renders without suspending. */
  preload: () => Promise<void>;
}

/**
 * `React.lazy` whose chunk can be loaded ahead of the first render. A served page hydrates a
 * lazily loaded route page (the product page): if its chunk is loaded before hydration starts,
 * the page hydrates in one pass instead of staying served markup behind a Suspense boundary
 * that ignores clicks until the chunk comes. Once loaded, the factory answers a thenable that
 * resolves synchronously, which React.lazy reads on the spot.
 */
export function preloadableLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableLazy<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const fetchOnce = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null; // a failed chunk is requested again next time
        throw error;
      },
    );
    return loading;
  };
  const Component = lazy(() => {
    if (loaded) return arrivedModule({ default: loaded });
    return fetchOnce().then((component) => ({ default: component }));
  });
  return { Component, preload: () => fetchOnce().then(() => undefined) };
}
