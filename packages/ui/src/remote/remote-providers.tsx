import type { ReactNode } from 'react';
import { useBusState } from '@shop/event-bus';
import { ShopIntlProvider } from '@shop/i18n';
import type { Locale } from '@shop/types';
import { isChunkLoadError, reloadAfterChunkError } from '../errors/chunk-reload';
import { ErrorBoundary } from '../errors/error-boundary';
import { RemoteCrashFallback } from './remote-fallback';

export type RemoteMessages = Record<Locale, Record<string, string>>;

/** Locale from the bus, the app's catalogue over the shared one, and a local error boundary. */
export function RemoteProviders({
  messages,
  children,
}: {
  messages: RemoteMessages;
  children: ReactNode;
}) {
  const storefront = useBusState('storefront');
  const locale: Locale = storefront?.locale ?? 'ru';
  return (
    <ShopIntlProvider locale={locale} messages={messages[locale]}>
      <ErrorBoundary
        onError={(error) => {
          console.error('[remote] render failed', error);
          // A lazy chunk of a version redeployed away: a reload gets the current version; within
          // the guard's minute the fallback below stays instead (spec §4, §8).
          if (isChunkLoadError(error)) reloadAfterChunkError();
        }}
        fallback={(_error, reset) => <RemoteCrashFallback onRetry={reset} />}
      >
        {children}
      </ErrorBoundary>
    </ShopIntlProvider>
  );
}
