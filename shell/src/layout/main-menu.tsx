import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useBusState } from '@shop/event-bus';
import { Link, VisuallyHidden } from '@shop/ui';
import chrome from './chrome.module.css';
import styles from './main-menu.module.css';

export interface MenuItem {
  href: string;
  /** Message id of the item's text. */
  id: string;
}

const FOCUSABLE = 'a[href], button:not([disabled])';
const MENU_ICON = 'M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z';
const CLOSE_ICON =
  'M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z';

/** An icon button's content: the picture for the eye, the text for everyone else. */
function IconLabel({ path, label }: { path: string; label: string }) {
  return (
    <>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={path} />
      </svg>
      <VisuallyHidden>
        <FormattedMessage id={label} />
      </VisuallyHidden>
    </>
  );
}

/** Tab and Shift+Tab cycle inside the open drawer, as in a dialog. */
function keepTabInside(drawer: HTMLElement, event: KeyboardEvent): void {
  const focusable = [...drawer.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (!drawer.contains(document.activeElement)) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The shop's main navigation. Wide screens show it as a row; below 768 px (CSS only, so a
 * server-rendered page is right before any script) it folds into a drawer behind a menu
 * button: focus moves in and is kept there, Esc or the close button returns it to the
 * button, and a navigation closes it.
 */
export function MainMenu({ items }: { items: readonly MenuItem[] }) {
  const intl = useIntl();
  const drawerId = useId();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLElement>(null);
  const route = useBusState('route');
  const where = route ? route.pathname + route.search : '';

  // Back/forward or a link elsewhere on the page: the drawer closes and focus goes where
  // the new page puts it.
  useEffect(() => setOpen(false), [where]);

  useEffect(() => {
    if (!open) return;
    const drawer = drawerRef.current;
    drawer?.querySelector<HTMLElement>('a[href]')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      } else if (event.key === 'Tab' && drawer) {
        keepTabInside(drawer, event);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={drawerId}
        onClick={() => setOpen((value) => !value)}
      >
        <IconLabel path={MENU_ICON} label="shell.menu.open" />
      </button>
      <nav
        ref={drawerRef}
        id={drawerId}
        aria-label={intl.formatMessage({ id: 'shell.nav.label' })}
        className={styles.menu}
        data-open={open}
      >
        <div className={styles.drawerHead}>
          <button type="button" className={styles.close} onClick={close}>
            <IconLabel path={CLOSE_ICON} label="shell.menu.close" />
          </button>
        </div>
        <ul className={`${chrome.navList} ${styles.list}`}>
          {items.map((item) => (
            <li key={item.href}>
              <Link
                href={item.href}
                className={`${chrome.navLink} ${styles.link}`}
                onClick={() => setOpen(false)}
              >
                <FormattedMessage id={item.id} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {open && <div className={styles.backdrop} aria-hidden="true" onClick={close} />}
    </>
  );
}
