import type { ReactNode } from 'react';
import { DataProvider, type QueryClient } from '@shop/data';
import { bus, useBusState } from '@shop/event-bus';
import { ShopIntlProvider, useCatalogue, type CatalogueSource } from '@shop/i18n';
import type { Locale } from '@shop/types';
import { isChunkLoadError, reloadAfterChunkError } from '../errors/chunk-reload';
import { ErrorBoundary } from '../errors/error-boundary';
import { RemoteCrashFallback } from './remote-fallback';

/**
 * A remote's own texts: a catalogue loading only the storefront's locale (browser entry
 * points, ADR 18), or both locales' tables (its Node build, tests).
 */
export type RemoteMessages = CatalogueSource;

/**
 * Locale from the bus, the app's catalogue over the shared one, the data layer's client (the
 * page's one, or a server render's own) and a local error boundary.
 */
export function RemoteProviders({
  container,
  messages,
  queryClient,
  children,
}: {
  /** The remote's federation name: its boundary's errors are reported as its (ADR 32). */
  container?: string;
  messages: RemoteMessages;
  /** A server render's client for its request (ADR 23); the page's one client by default. */
  queryClient?: QueryClient;
  children: ReactNode;
}) {
  const storefront = useBusState('storefront');
  const locale: Locale = storefront?.locale ?? 'ru';
  // Loaded before the first render by the lifecycles; an exposed card or popup rendered by
  // another app suspends (its host's Suspense shows loading) until its locale arrives.
  const own = useCatalogue(messages, locale);
  return (
    <DataProvider client={queryClient}>
      <ShopIntlProvider locale={locale} messages={own}>
        <ErrorBoundary
          onError={(error) => {
            console.error('[remote] render failed', error);
            // The shell counts it per version and reports it, with the stack (ADR 32).
            if (container) bus.emit('remote:error', { container, error });
            // A lazy chunk of a version redeployed away: a reload gets the current version; within
            // the guard's minute the fallback below stays instead (docs/product/04-states.md#failed-chunk-load, docs/product/08-messages.md#network-failures).
            if (isChunkLoadError(error)) reloadAfterChunkError();
          }}
          fallback={(_error, reset) => <RemoteCrashFallback onRetry={reset} />}
        >
          {children}
        </ErrorBoundary>
      </ShopIntlProvider>
    </DataProvider>
  );
}
