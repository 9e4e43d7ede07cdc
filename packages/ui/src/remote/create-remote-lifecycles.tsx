import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { LifeCycles } from 'single-spa';
import { getQueryClient, hydratePage } from '@shop/data';
import { bus, ServerBusState } from '@shop/event-bus';
import { asCatalogue, loadCatalogue } from '@shop/i18n';
import { HydrationSignal } from './hydration-signal';
import { hydrateInSlices } from './hydrate-in-slices';
import { yieldToMain } from './yield-to-main';
import { acquireRemoteStyles } from './remote-styles';
import { RemoteProviders, type RemoteMessages } from './remote-providers';
import { rootIdPrefix, takeServerRenderedSlot } from './server-render';

export interface RemoteAppOptions {
  /** The federation container name, e.g. 'catalog' or 'cart_checkout'. */
  container: string;
  messages: RemoteMessages;
  Root: ComponentType;
  /**
   * Work to finish before the app renders or hydrates, e.g. loading the current route's lazy
   * page, so served markup hydrates in one pass (clicks on it are not lost). A failure is
   * ignored: the page then loads as it would without it.
   */
  prepare?: () => Promise<unknown>;
}

/**
 * The single-spa lifecycles every remote exposes as `./app`. Unmount releases
 * the React root, the remote's style sheets and (through React) its subscriptions.
 */
export function createRemoteLifecycles({
  container,
  messages,
  Root,
  prepare,
}: RemoteAppOptions): LifeCycles {
  // The served markup of this slot, while the first mount hydrates it (ADR 13).
  let hydration: { bus: ReturnType<typeof publicBusState>; root: string } | null = null;
  const identifierPrefix = rootIdPrefix(container);
  const lifecycles = singleSpaReact({
    React,
    // Every root of this remote gets its own useId prefix, the same the server used.
    ReactDOMClient: {
      createRoot: (slot: Element) => ReactDOMClient.createRoot(slot, { identifierPrefix }),
      hydrateRoot: (slot: Element, children: React.ReactNode) =>
        hydrateInSlices(slot, children, { identifierPrefix }),
    } as unknown as typeof ReactDOMClient,
    renderType: () => (hydration ? 'hydrateRoot' : 'createRoot'),
    rootComponent: () => {
      const tree = (
        <RemoteProviders container={container} messages={messages}>
          <Root />
        </RemoteProviders>
      );
      if (!hydration) return tree;
      // Once hydrated, the taps held on the served markup are replayed (ADR 29).
      return (
        <ServerBusState value={hydration.bus}>
          <HydrationSignal root={hydration.root}>{tree}</HydrationSignal>
        </ServerBusState>
      );
    },
    // Last resort only: RemoteProviders' own boundary catches render errors with localized text.
    errorBoundary: () => <p role="alert">{container}: error</p>,
  });
  let release: (() => void) | null = null;
  return {
    bootstrap: lifecycles.bootstrap,
    mount: async (props) => {
      // Only the storefront's texts are downloaded; they are there before the first render,
      // so a hydrated page matches its served markup (ADR 18).
      await Promise.all([
        loadCatalogue(asCatalogue(messages), bus.get('storefront')?.locale ?? 'ru'),
        prepare?.().catch(() => undefined),
      ]);
      release = acquireRemoteStyles(container);
      const slot = (props as { domElementGetter?: () => HTMLElement }).domElementGetter?.();
      const served = slot ? takeServerRenderedSlot(container, slot) : null;
      if (served) {
        // Hydration in a task of its own, not in the one that evaluated the last chunk it
        // waited for: on a phone the two made one long task (Lighthouse's TBT, issue #21).
        await yieldToMain();
        // The render's answers go into the page's client first: the hydrating render finds its
        // queries answered and fresh, so it matches the markup and asks nothing again (ADR 23).
        hydratePage(getQueryClient(), served);
      }
      hydration = served && slot ? { bus: publicBusState(), root: slot.id } : null;
      await lifecycles.mount(props);
    },
    unmount: async (props) => {
      await lifecycles.unmount(props);
      release?.();
      release = null;
    },
  };
}

/** What the server rendered with: the route and the storefront, nobody's own data. */
function publicBusState() {
  return { route: bus.get('route'), storefront: bus.get('storefront') };
}

/**
 * Wraps a component another remote or the shell renders (popup, product card). Its module is
 * loaded to be shown, so the page's locale's texts start loading with it: its first render
 * then finds them instead of suspending for them (a round trip on the empty cart, ADR 40).
 */
export function withRemoteProviders<P extends object>(
  container: string,
  messages: RemoteMessages,
  Component: ComponentType<P>,
): ComponentType<P> {
  const locale = typeof window === 'undefined' ? undefined : bus.get('storefront')?.locale;
  // A failure is the render's to show (its boundary's fallback), as it was without this.
  if (locale) loadCatalogue(asCatalogue(messages), locale).catch(() => undefined);
  function Exposed(props: P) {
    React.useEffect(() => acquireRemoteStyles(container), []);
    return (
      <RemoteProviders container={container} messages={messages}>
        <Component {...props} />
      </RemoteProviders>
    );
  }
  Exposed.displayName = `Exposed(${container})`;
  return Exposed;
}
