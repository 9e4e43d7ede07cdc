import { forwardRef, type ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'link';
  /** Work in progress: the button shows a spinner, is announced busy and ignores clicks. */
  loading?: boolean;
  /** Full width of its container (mobile forms, popups). */
  block?: boolean;
}

/** The one button of the shop; `type` defaults to "button" so nothing submits by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    loading = false,
    block = false,
    className,
    disabled,
    children,
    type,
    ...rest
  },
  ref,
) {
  const classes = [styles.button, styles[variant], block ? styles.block : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      ref={ref}
      // The caller chooses; "button" is the safe default inside forms.
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
});
