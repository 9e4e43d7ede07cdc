import { FormattedMessage, useIntl } from 'react-intl';
import { hrefFor } from '@shop/routes';
import { isPageBlocked } from '@shop/storefront';
import { Link } from '@shop/ui';
import type { LayoutName, Storefront } from '@shop/types';
import { FooterPopupLinks } from '../popups/footer-popup-links';
import styles from './chrome.module.css';

const GROUPS: ReadonlyArray<{ id: string; pages: readonly string[] }> = [
  {
    id: 'shell.footer.customers',
    pages: [
      'delivery',
      'dostavka-i-oplata',
      'payment',
      'returns',
      'vozvrat',
      'warranty',
      'garantii',
      'caring-for-jewelry',
      'ukhod-za-ukrasheniyami',
      'dolyame',
    ],
  },
  {
    id: 'shell.footer.company',
    pages: [
      'about',
      'contacts',
      'shops',
      'stores',
      'career',
      'press',
      'gallery',
      'referral-program',
      'loyalty-program-rules',
    ],
  },
  {
    id: 'shell.footer.legal',
    pages: [
      'oferta',
      'terms',
      'privacy',
      'personal-data-agreement',
      'polozhenie-ob-obrabotke-i-zashchite-personalnykh-dannykh',
      'certificates-and-promo-rules',
    ],
  },
];

/** Links to the static pages this storefront offers; blocked pages are never linked. */
export function Footer({ storefront, layout }: { storefront: Storefront; layout: LayoutName }) {
  const intl = useIntl();
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      {layout === 'default' && (
        <nav
          aria-label={intl.formatMessage({ id: 'shell.footer.label' })}
          className={styles.footerNav}
        >
          {GROUPS.map((group) => (
            <section key={group.id} className={styles.footerGroup}>
              <h2 className={styles.footerTitle}>
                <FormattedMessage id={group.id} />
              </h2>
              <ul className={styles.footerList}>
                {group.pages
                  .map((name) => hrefFor(name))
                  .filter((href) => !isPageBlocked(storefront, href))
                  .map((href) => (
                    <li key={href}>
                      <Link href={href} className={styles.footerLink}>
                        <FormattedMessage id={`route.${href.slice(1)}`} />
                      </Link>
                    </li>
                  ))}
              </ul>
            </section>
          ))}
          <FooterPopupLinks storefront={storefront} />
        </nav>
      )}
      <p className={styles.copyright}>
        <FormattedMessage id="shell.footer.copyright" values={{ year }} />
      </p>
    </footer>
  );
}
