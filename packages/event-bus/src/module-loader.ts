import type { RemoteName } from '@shop/types';
import { errorText } from '@shop/error-codes';
import { BUS_ERRORS } from './error-codes';

/**
 * Loads a module another remote exposes ('./ProductCard', './popups/auth'…). A consumer passes
 * the contract version it was built against; the shell refuses another major (ADR 0014).
 */
export type ExposedModuleLoader = <T>(
  remote: RemoteName,
  expose: string,
  consumerContract?: string,
) => Promise<T>;

const GLOBAL_KEY = Symbol.for('@shop/event-bus/module-loader');
type GlobalWithLoader = typeof globalThis & { [GLOBAL_KEY]?: ExposedModuleLoader };

/**
 * The shell registers the federation runtime's loader here at start. This package
 * is a shared singleton, so every remote reaches the shell's registered remotes
 * through it without knowing where they are deployed.
 */
export function provideModuleLoader(loader: ExposedModuleLoader): void {
  (globalThis as GlobalWithLoader)[GLOBAL_KEY] = loader;
}

export function loadExposedModule<T>(
  remote: RemoteName,
  expose: string,
  consumerContract?: string,
): Promise<T> {
  const loader = (globalThis as GlobalWithLoader)[GLOBAL_KEY];
  if (!loader)
    return Promise.reject(
      new Error(
        errorText(BUS_ERRORS.NO_MODULE_LOADER, `no module loader: cannot load ${remote}/${expose}`),
      ),
    );
  return consumerContract === undefined
    ? loader<T>(remote, expose)
    : loader<T>(remote, expose, consumerContract);
}
