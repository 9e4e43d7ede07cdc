import { useEffect, useId, useRef, type ReactNode, type TouchEvent } from 'react';
import { useIntl } from 'react-intl';
import styles from './popup-frame.module.css';

const SWIPE_CLOSE_DISTANCE = 80;

export interface PopupFrameProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** 'sheet' slides up from the bottom on mobile; 'center' is a dialog box. */
  variant?: 'center' | 'sheet';
  /** 'wide' gives room for two columns on desktop (a list beside a map); mobile is unchanged. */
  size?: 'default' | 'wide';
}

/**
 * A modal dialog: the native <dialog> traps focus and makes the page inert;
 * Esc, the close button, a click on the backdrop and a swipe down close it.
 * Focus returns to whatever opened it.
 */
export function PopupFrame({
  title,
  onClose,
  children,
  variant = 'center',
  size = 'default',
}: PopupFrameProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const touchStartY = useRef<number | null>(null);
  const titleId = useId();
  const intl = useIntl();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus?.();
    };
  }, []);

  const onTouchStart = (event: TouchEvent) => {
    touchStartY.current = event.touches[0]?.clientY ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStartY.current;
    const end = event.changedTouches[0]?.clientY;
    touchStartY.current = null;
    if (start !== null && end !== undefined && end - start > SWIPE_CLOSE_DISTANCE) onClose();
  };

  return (
    // A click on the backdrop is a mouse shortcut only; keyboard users close with Esc (onCancel) or the button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className={`${styles.dialog} ${variant === 'sheet' ? styles.sheet : ''} ${size === 'wide' ? styles.wide : ''}`}
      data-size={size}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === dialogRef.current) onClose();
      }}
    >
      <div className={styles.panel} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <div className={styles.grabber} aria-hidden="true" />
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={intl.formatMessage({ id: 'platform.popup.close' })}
          >
            ×
          </button>
        </header>
        <div className={styles.body}>{children}</div>
      </div>
    </dialog>
  );
}
