import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import type { ProgressController } from './navigation-progress';
import styles from './progress-bar.module.css';

/**
 * A thin bar fixed to the top of the viewport: it overlays the page and animates only
 * transform and opacity, so it never moves anything. Absent from the DOM while hidden.
 */
export function ProgressBar({ progress }: { progress: ProgressController }) {
  const intl = useIntl();
  const phase = useSyncExternalStore(
    progress.subscribe,
    () => progress.phase,
    () => 'hidden' as const,
  );
  if (phase === 'hidden') return null;
  return (
    <div
      role="progressbar"
      aria-label={intl.formatMessage({ id: 'shell.progress.label' })}
      className={styles.track}
      data-phase={phase}
    >
      <div className={styles.bar} />
    </div>
  );
}
