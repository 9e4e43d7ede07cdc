import { useIntl } from 'react-intl';
import { bus, openPopup } from '@shop/event-bus';
import { isPageBlocked } from '@shop/storefront';
import type { PopupKey, Storefront } from '@shop/types';
import chrome from '../layout/chrome.module.css';
import styles from './popups.module.css';

/** The footer's ways into the shell's popups, in both layouts and on both storefronts. */
const LINKS: ReadonlyArray<{ popup: PopupKey; text: string }> = [
  { popup: 'subscription-form', text: 'shell.popups.footer.subscribe' },
  { popup: 'sale-subscribe', text: 'shell.popups.footer.sale' },
  { popup: 'shops', text: 'shell.popups.footer.shops' },
  { popup: 'social-media', text: 'shell.popups.footer.social' },
];

/** The loyalty programme runs where its landing is not blocked (docs/product/02-screens.md#page-blocking-per-storefront: not on .com). */
const LOYALTY_PAGE = '/landings/loyalty-program';

/**
 * Joining the loyalty programme (docs/product/02-screens.md#popups already-insider): every customer with an account is
 * a member, so a logged-in shopper hears that they already are; a guest joins by logging in.
 * Read at the click, not at render, so the served footer and the hydrated one agree.
 */
function joinLoyalty(reason: string): void {
  if (bus.get('user').isAuth) openPopup('already-insider', {});
  else openPopup('auth', { reason, source: 'loyalty' });
}

export function FooterPopupLinks({ storefront }: { storefront: Storefront }) {
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
        {!isPageBlocked(storefront, LOYALTY_PAGE) && (
          <li>
            <button
              type="button"
              className={styles.footerButton}
              aria-haspopup="dialog"
              onClick={() =>
                joinLoyalty(intl.formatMessage({ id: 'shell.popups.footer.loyaltyReason' }))
              }
            >
              {intl.formatMessage({ id: 'shell.popups.footer.loyalty' })}
            </button>
          </li>
        )}
      </ul>
    </section>
  );
}
