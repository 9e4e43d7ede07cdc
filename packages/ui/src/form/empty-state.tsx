import type { ReactNode } from 'react';
import styles from './form.module.css';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** The way on: a link or button (to the catalogue, to retry…). */
  action?: ReactNode;
  /** Heading level, so the state fits the page outline (h1 when it is the page). */
  headingLevel?: 1 | 2 | 3;
}

/** What a page or area shows when it has nothing to show: what happened and the way on. */
export function EmptyState({ title, description, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.empty}>
      <Heading className={styles.emptyTitle}>{title}</Heading>
      {description && <p className={styles.emptyText}>{description}</p>}
      {action}
    </section>
  );
}
