import { reloadAfterChunkError } from '@shop/ui';
import { REMOTE_NAMES, type RemoteRegistry } from './remote-registry';
import { logWarning } from '@shop/error-codes';
import { SHELL_ERRORS } from '../error-codes';

/** Whether a deploy or rollback re-pointed any remote since the page started. */
export function registryChanged(started: RemoteRegistry, served: RemoteRegistry): boolean {
  return REMOTE_NAMES.some((remote) => started[remote] !== served[remote]);
}

interface WatchOptions {
  fetchImpl?: typeof fetch;
  /** Reloads unless the once-a-minute guard forbids it (the chunk-failure guard's). */
  reload?: () => void;
}

/**
 * A remote redeployed while a visitor is on the shop: the federation runtime cannot swap an
 * already-loaded container, so on every in-app navigation the served registry is compared with
 * the one the page started with, and a change reloads the page at its new address — the next
 * page is the new version. Guarded like a chunk failure, so a flapping registry cannot loop.
 */
export function watchRedeploys(
  started: RemoteRegistry,
  { fetchImpl = fetch, reload = () => void reloadAfterChunkError() }: WatchOptions = {},
): () => void {
  let lastPath = window.location.pathname;
  const onBeforeRouting = () => {
    if (window.location.pathname === lastPath) return;
    lastPath = window.location.pathname;
    fetchImpl('/remotes.json', { cache: 'no-store' })
      .then((response) => (response.ok ? (response.json() as Promise<RemoteRegistry>) : null))
      .then((served) => {
        if (served && registryChanged(started, served)) reload();
      })
      // Unreachable registry: the page keeps its versions; a chunk that is gone reloads anyway.
      .catch((error: unknown) =>
        logWarning(SHELL_ERRORS.REGISTRY_CHECK_FAILED, 'registry check failed', error),
      );
  };
  window.addEventListener('single-spa:before-routing-event', onBeforeRouting);
  return () => window.removeEventListener('single-spa:before-routing-event', onBeforeRouting);
}
