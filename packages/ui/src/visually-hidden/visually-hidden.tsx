import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/** Text for assistive technology only (an icon link's name, a counter's sentence). */
export function VisuallyHidden({
  children,
  as: Tag = 'span',
}: {
  children: ReactNode;
  as?: 'span' | 'h1' | 'h2';
}) {
  return <Tag className={styles.hidden}>{children}</Tag>;
}
