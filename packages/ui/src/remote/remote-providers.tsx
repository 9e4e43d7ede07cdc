import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useBusState } from '@shop/event-bus';
import { ShopIntlProvider } from '@shop/i18n';
import type { Locale } from '@shop/types';
import { ErrorBoundary } from '../errors/error-boundary';
import styles from './remote-fallback.module.css';

export type RemoteMessages = Record<Locale, Record<string, string>>;

/** Shown in a remote's slot when it crashed while rendering. */
export function RemoteCrashFallback({ onRetry }: { onRetry?: () => void }) {
  return (
    <section className={styles.fallback} role="alert">
      <h2 className={styles.title}>
        <FormattedMessage id="platform.remote.crashed" />
      </h2>
      {onRetry && (
        <button type="button" className={styles.retry} onClick={onRetry}>
          <FormattedMessage id="platform.remote.retry" />
        </button>
      )}
    </section>
  );
}

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
        onError={(error) => console.error('[remote] render failed', error)}
        fallback={(_error, reset) => <RemoteCrashFallback onRetry={reset} />}
      >
        {children}
      </ErrorBoundary>
    </ShopIntlProvider>
  );
}
