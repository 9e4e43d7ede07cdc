import { FormattedMessage } from 'react-intl';
import styles from './remote-fallback.module.css';

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

/** Shown in the slot of a remote that cannot load (server down, missing from the registry). */
export function RemoteUnavailable({ compact = false }: { compact?: boolean }) {
  return (
    <section
      className={compact ? styles.compact : styles.fallback}
      role="status"
      data-testid="remote-fallback"
    >
      <h2 className={styles.title}>
        <FormattedMessage id="platform.remote.unavailable" />
      </h2>
      {!compact && (
        <p className={styles.hint}>
          <FormattedMessage id="platform.remote.unavailable.hint" />
        </p>
      )}
    </section>
  );
}
