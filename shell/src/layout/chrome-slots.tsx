import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { bus, ServerBusState, useBusState } from '@shop/event-bus';
import { ShopIntlProvider, useCatalogue, type CatalogueSource } from '@shop/i18n';
import { HydrationSignal, hydrateInSlices } from '@shop/ui';
import type { BusState, Storefront } from '@shop/types';
import { catalogue as shellCatalogue } from '../i18n/catalogue';
import { Footer } from './footer';
import { Header } from './header';

/**
 * Header and footer are separate React roots, each server-rendered by the shell's server
 * and hydrated in the browser (ADR 13); their useId prefixes keep ids apart.
 */
export const HEADER_ID_PREFIX = 'shell-h-';
export const FOOTER_ID_PREFIX = 'shell-f-';

export function HeaderSlot({ storefront }: { storefront: Storefront }) {
  const layout = useBusState('route')?.layout ?? 'default';
  return <Header storefront={storefront} layout={layout} />;
}

export function FooterSlot({ storefront }: { storefront: Storefront }) {
  const layout = useBusState('route')?.layout ?? 'default';
  return <Footer storefront={storefront} layout={layout} />;
}

/**
 * The chrome's providers. `serverState` (route and storefront only) is what the server
 * rendered with: the first client render reads it too, so it matches the served markup.
 */
export function ChromeProviders({
  storefront,
  serverState,
  messages,
  children,
}: {
  storefront: Storefront;
  serverState: Partial<BusState> | null;
  /** The shell's texts: both locales' tables on the server, the loaded catalogue in a browser. */
  messages: CatalogueSource;
  children: ReactNode;
}) {
  const own = useCatalogue(messages, storefront);
  const tree = (
    <ShopIntlProvider locale={storefront} messages={own}>
      {children}
    </ShopIntlProvider>
  );
  return serverState ? <ServerBusState value={serverState}>{tree}</ServerBusState> : tree;
}

/**
 * Mounts one chrome slot: hydrates the markup the server rendered into it, or renders it
 * afresh (the dev server, a page served without server rendering).
 */
export function mountChromeSlot(
  element: HTMLElement,
  storefront: Storefront,
  identifierPrefix: string,
  slot: ReactNode,
): void {
  if (element.hasChildNodes()) {
    const serverState = { route: bus.get('route'), storefront: bus.get('storefront') };
    hydrateInSlices(
      element,
      <ChromeProviders storefront={storefront} serverState={serverState} messages={shellCatalogue}>
        {/* Then the taps held on the served chrome are replayed (ADR 29). */}
        <HydrationSignal root={element.id}>{slot}</HydrationSignal>
      </ChromeProviders>,
      { identifierPrefix },
    );
    return;
  }
  createRoot(element, { identifierPrefix }).render(
    <ChromeProviders storefront={storefront} serverState={null} messages={shellCatalogue}>
      {slot}
    </ChromeProviders>,
  );
}
