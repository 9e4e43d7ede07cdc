import { FormattedMessage } from 'react-intl';
import styles from './remote-unavailable.module.css';

/** The localized fallback in the slot of a remote that cannot load. */
export function RemoteUnavailable({ compact = false }: { compact?: boolean }) {
  return (
    <section
      className={compact ? styles.compact : styles.box}
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
