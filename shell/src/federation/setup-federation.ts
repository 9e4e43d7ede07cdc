import {
  loadRemote,
  registerGlobalPlugins,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { provideModuleLoader } from '@shop/event-bus';
import type { RemoteName } from '@shop/types';
import { assertCompatibleContract, rememberRemoteContracts } from './contract-guard';
import { fallbackPlugin } from './fallback-plugin';
import { runtimeCompatPlugin, shareScopeNamePlugin } from './runtime-compat-plugin';
import { CONTAINERS, type RemoteRegistry } from './remote-registry';
import { errorText } from '@shop/error-codes';
import { SHELL_ERRORS } from '../error-codes';

/** Registers the runtime registry's remotes; nothing is fetched until a route needs it. */
export function setupFederation(registry: RemoteRegistry): void {
  registerPlugins([
    RetryPlugin({
      fetch: { retryTimes: 2, retryDelay: 400 },
      script: { retryTimes: 2, retryDelay: 400 },
    }),
    fallbackPlugin(),
    // Refuses, before its entry runs, a remote built for a federation runtime this page does
    // not provide (ADR 28); the fallback plugin then shows its fallback.
    runtimeCompatPlugin(),
  ]);
  // Every container's instance, the remotes' included (they are created by their entries).
  registerGlobalPlugins([shareScopeNamePlugin()]);
  rememberRemoteContracts(registry);
  registerRemotes(
    Object.entries(registry).map(([remote, entry]) => ({
      name: CONTAINERS[remote as RemoteName],
      entry: entry as string,
    })),
  );
  // Remotes load each other's exposed components through the bus singleton.
  provideModuleLoader(loadRemoteModule);
}

/**
 * Loads an exposed module ('./app', './popups/auth', './ProductCard') of a remote, unless its
 * contract's major differs from the shell's or the consumer's (`consumerContract`, passed by
 * remotes through the bus loader): then it rejects before anything is fetched (ADR 0014).
 */
export async function loadRemoteModule<T>(
  remote: RemoteName,
  expose: string,
  consumerContract?: string,
): Promise<T> {
  assertCompatibleContract(remote, expose, consumerContract);
  const module = await loadRemote<T>(`${CONTAINERS[remote]}/${expose.replace(/^\.\//, '')}`);
  if (module === null || module === undefined)
    throw new Error(
      errorText(SHELL_ERRORS.EMPTY_REMOTE_MODULE, `empty module ${remote}/${expose}`),
    );
  return module;
}
