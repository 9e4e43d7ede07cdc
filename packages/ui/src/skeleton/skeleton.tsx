import type { CSSProperties, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './skeleton.module.css';

/** A grey shimmering placeholder of a given size; hidden from assistive technology. */
export function Skeleton({
  width = '100%',
  height = 16,
  className,
  style,
}: {
  width?: number | string;
  height?: number | string;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <span
      aria-hidden="true"
      className={`${styles.block} ${className ?? ''}`}
      style={{ width, height, ...style }}
    />
  );
}

/** Wraps placeholders: announces "Loading…" once and marks the region busy. */
export function LoadingRegion({
  children,
  label,
  className,
}: {
  children: ReactNode;
  label?: string;
  className?: string;
}) {
  const intl = useIntl();
  return (
    <div role="status" aria-busy="true" className={className}>
      <VisuallyHidden>{label ?? intl.formatMessage({ id: 'platform.loading' })}</VisuallyHidden>
      {children}
    </div>
  );
}
