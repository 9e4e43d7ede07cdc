import { useEffect, useId, useRef, type PointerEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styles from './popup-frame.module.css';

/** How far (px) a finger drags the popup down before letting go closes it. */
export const SWIPE_CLOSE_DISTANCE = 80;
/** Below this (px) a moving finger is still a tap. */
const DRAG_START_DISTANCE = 10;

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
 *
 * The swipe uses pointer events (touch and pen, not the mouse): the popup follows the finger
 * down and closes past SWIPE_CLOSE_DISTANCE, else springs back. The header and grabber do not
 * scroll (touch-action: none), so a swipe there is always a swipe; on the scrollable body the
 * browser's own scrolling wins (it cancels the pointer), so reading a long popup never closes it.
 */
export function PopupFrame({
  title,
  onClose,
  children,
  variant = 'center',
  size = 'default',
}: PopupFrameProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const swipe = useRef<{ pointerId: number; startY: number; captured: boolean } | null>(null);
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

  const dragBy = (distance: number) => {
    const dialog = dialogRef.current;
    if (dialog) dialog.style.transform = distance > 0 ? `translateY(${distance}px)` : '';
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' || !event.isPrimary) return;
    swipe.current = { pointerId: event.pointerId, startY: event.clientY, captured: false };
  };
  const onPointerMove = (event: PointerEvent) => {
    const start = swipe.current;
    if (start?.pointerId !== event.pointerId) return;
    const distance = event.clientY - start.startY;
    // Once it is a drag, the panel keeps the finger even off its edge. Not on pointerdown:
    // a captured tap would click the panel instead of the button or field under the finger.
    if (!start.captured && distance > DRAG_START_DISTANCE) {
      start.captured = true;
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    dragBy(distance);
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipe.current;
    if (start?.pointerId !== event.pointerId) return;
    swipe.current = null;
    dragBy(0);
    if (event.clientY - start.startY > SWIPE_CLOSE_DISTANCE) onClose();
  };
  const onPointerCancel = () => {
    swipe.current = null;
    dragBy(0);
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
      <div
        className={styles.panel}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
      >
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
