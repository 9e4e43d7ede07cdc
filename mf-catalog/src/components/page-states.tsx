import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { hrefFor } from '@shop/routes';
import { Link } from '@shop/ui';
import styles from './page-states.module.css';

/** A request failed: says so and offers a retry. */
export function ErrorState({
  onRetry,
  compact = false,
}: {
  onRetry: () => void;
  compact?: boolean;
}) {
  const intl = useIntl();
  return (
    <div className={styles.state} role="alert" data-testid="error-state">
      <p className={styles.title}>{intl.formatMessage({ id: 'catalog.state.error' })}</p>
      {!compact && (
        <p className={styles.hint}>{intl.formatMessage({ id: 'catalog.state.errorHint' })}</p>
      )}
      <button type="button" className={styles.button} onClick={onRetry}>
        {intl.formatMessage({ id: 'catalog.state.retry' })}
      </button>
    </div>
  );
}

/** Nothing to show; `action` is an optional way out (reset filters, first page). */
export function EmptyState({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <div className={styles.state} data-testid="empty-state">
      <p className={styles.title}>{text}</p>
      {action}
    </div>
  );
}

/** The API said 404 for this listing or product: the page heading, a hint and a way to the catalog. */
export function NotFoundState({ children }: { children?: ReactNode }) {
  const intl = useIntl();
  return (
    <section className={styles.state} data-testid="not-found-state">
      <h1 className={styles.title}>{intl.formatMessage({ id: 'catalog.state.notFound' })}</h1>
      <p className={styles.hint}>{intl.formatMessage({ id: 'catalog.state.notFoundHint' })}</p>
      <Link className={styles.button} href={hrefFor('catalog')}>
        {intl.formatMessage({ id: 'catalog.state.toCatalog' })}
      </Link>
      {children}
    </section>
  );
}

export const stateButtonClass = styles.button;
