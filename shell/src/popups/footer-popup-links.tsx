import { useIntl } from 'react-intl';
import { openPopup } from '@shop/event-bus';
import type { PopupKey } from '@shop/types';
import chrome from '../layout/chrome.module.css';
import styles from './popups.module.css';

/** The footer's ways into the shell's popups, in both layouts and on both storefronts. */
const LINKS: ReadonlyArray<{ popup: PopupKey; text: string }> = [
  { popup: 'subscription-form', text: 'shell.popups.footer.subscribe' },
  { popup: 'sale-subscribe', text: 'shell.popups.footer.sale' },
  { popup: 'shops', text: 'shell.popups.footer.shops' },
  { popup: 'social-media', text: 'shell.popups.footer.social' },
];

export function FooterPopupLinks() {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'shell.popups.footer.label' });
  return (
    <section className={chrome.footerGroup} aria-label={label}>
      <h2 className={chrome.footerTitle}>{label}</h2>
      <ul className={chrome.footerList}>
        {LINKS.map(({ popup, text }) => (
          <li key={popup}>
            {/* A button: it opens a dialog on this page, it does not go anywhere. */}
            <button
              type="button"
              className={styles.footerButton}
              aria-haspopup="dialog"
              onClick={() => openPopup(popup, {})}
            >
              {intl.formatMessage({ id: text })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
