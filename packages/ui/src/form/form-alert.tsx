import type { ReactNode } from 'react';
import styles from './form.module.css';

export interface FormAlertProps {
  tone?: 'error' | 'info' | 'success';
  children: ReactNode;
}

const TONE_CLASS = {
  error: styles.alertError,
  info: styles.alertInfo,
  success: styles.alertSuccess,
};

/** A message about a whole form or area (server errors, saved, info); errors interrupt, the rest wait. */
export function FormAlert({ tone = 'error', children }: FormAlertProps) {
  return (
    <div
      className={`${styles.alert} ${TONE_CLASS[tone]}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {children}
    </div>
  );
}
