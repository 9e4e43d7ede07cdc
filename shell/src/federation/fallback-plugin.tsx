import { createRoot, type Root } from 'react-dom/client';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import { bus } from '@shop/event-bus';
import { ShopIntlProvider } from '@shop/i18n';
import { RemoteUnavailable } from '@shop/ui';
import { remoteOfContainer } from './remote-registry';
import { captureError, remoteLoaded } from '../observability/error-capture';
import { logError } from '@shop/error-codes';
import { SHELL_ERRORS } from '../error-codes';

type MountProps = { domElement?: HTMLElement; domElementGetter?: () => HTMLElement; name?: string };

/** Lifecycles that show the localized fallback in the slot of a remote that cannot load. */
interface FallbackApp extends LifeCycles<MountProps> {
  mount: (props: MountProps) => Promise<void>;
}

export function fallbackLifecycles(container: string): FallbackApp {
  let root: Root | null = null;
  let host: HTMLElement | null = null;
  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      const slot =
        props.domElement ?? props.domElementGetter?.() ?? document.getElementById('shell-main');
      if (!slot) return;
      host = document.createElement('div');
      host.dataset.remoteFallback = container;
      slot.appendChild(host);
      root = createRoot(host);
      const locale = bus.get('storefront')?.locale ?? 'ru';
      root.render(
        <ShopIntlProvider locale={locale}>
          <RemoteUnavailable />
        </ShopIntlProvider>,
      );
    },
    unmount: async () => {
      root?.unmount();
      host?.remove();
      root = null;
      host = null;
    },
  };
}

function FallbackComponent() {
  return <RemoteUnavailable compact />;
}

/**
 * Turns a remote that cannot load (server down, bad manifest, missing from the
 * registry) into a fallback module, so the rest of the shop keeps working.
 */
export function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-remote-fallback',
    // A module of a remote used by this page view: one view of its version (ADR 32).
    onLoad(args) {
      const remote = remoteOfContainer(args.pkgNameOrAlias);
      if (remote) remoteLoaded(remote);
    },
    errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      const [container = args.id, expose = ''] = args.id.split('/');
      const remote = remoteOfContainer(container);
      logError(SHELL_ERRORS.REMOTE_LOAD_FAILED, `remote "${args.id}" failed to load`, args.error);
      if (remote) bus.emit('remote:failed', { remote, reason: String(args.error) });
      // Counted per version by the edge's beacons and reported with the remote's name (ADR 32).
      captureError(args.error, 'load', remote);
      if (expose === 'app') return fallbackLifecycles(container);
      return { __esModule: true, default: FallbackComponent };
    },
  };
}
