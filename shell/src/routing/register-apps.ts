import { addErrorHandler, getAppStatus, registerApplication, type LifeCycles } from 'single-spa';
import { bus } from '@shop/event-bus';
import type { RemoteName, Storefront } from '@shop/types';
import { isChunkLoadError, reloadAfterChunkError } from '@shop/ui';
import { fallbackLifecycles } from '../federation/fallback-plugin';
import { CONTAINERS, REMOTE_NAMES } from '../federation/remote-registry';
import { loadRemoteModule } from '../federation/setup-federation';
import { resolveRoute } from './resolve-route';
import { logError } from '@shop/error-codes';
import { SHELL_ERRORS } from '../error-codes';

const mainSlot = () => document.getElementById('shell-main') as HTMLElement;

async function loadRemoteApp(remote: RemoteName): Promise<LifeCycles> {
  try {
    return await loadRemoteModule<LifeCycles>(remote, './app');
  } catch (error) {
    logError(SHELL_ERRORS.LIFECYCLES_UNAVAILABLE, `${remote} lifecycles unavailable`, error);
    return fallbackLifecycles(CONTAINERS[remote]) as LifeCycles;
  }
}

/** One single-spa application per remote, active where the route table says it owns the page. */
export function registerApps(storefront: Storefront): void {
  const ownerAt = (location: Location) => resolveRoute(location, storefront).route.owner;
  for (const remote of REMOTE_NAMES) {
    registerApplication({
      name: remote,
      app: () => loadRemoteApp(remote),
      activeWhen: (location) => ownerAt(location) === remote,
      customProps: { domElementGetter: mainSlot },
    });
  }
  registerApplication({
    name: 'shell-pages',
    // The shell's own pages (static texts, forms, 404) are a chunk of their own: a page another
    // app owns does not load them before its first interaction (ADR 28).
    app: () => import('../pages/shell-pages-app').then((module) => module.shellPagesLifecycles),
    activeWhen: (location) => ownerAt(location) === 'shell',
    customProps: { domElementGetter: mainSlot },
  });

  addErrorHandler((error) => {
    logError(
      SHELL_ERRORS.APPLICATION_FAILED,
      `application "${error.appOrParcelName}" failed`,
      error,
    );
    if (isChunkLoadError(error)) {
      reloadAfterChunkError();
      return;
    }
    const remote = REMOTE_NAMES.find((name) => name === error.appOrParcelName);
    if (remote) bus.emit('remote:failed', { remote, reason: error.message });
    // A remote that broke while mounting leaves its slot empty: show the fallback there.
    if (remote && getAppStatus(remote) === 'SKIP_BECAUSE_BROKEN') {
      const slot = mainSlot();
      void fallbackLifecycles(CONTAINERS[remote]).mount({ name: remote, domElement: slot });
    }
  });
}
