import { FormattedMessage, useIntl } from 'react-intl';
import { useBusState } from '@shop/event-bus';
import { hrefFor } from '@shop/routes';
import { isPageBlocked } from '@shop/storefront';
import { Link } from '@shop/ui';
import type { LayoutName, Storefront } from '@shop/types';
import styles from './chrome.module.css';

function Counter({ count, label, testId }: { count: number; label: string; testId: string }) {
  return (
    <span className={styles.counter} data-testid={testId} data-count={count} aria-label={label}>
      <span aria-hidden="true">{count}</span>
    </span>
  );
}

export function Header({ storefront, layout }: { storefront: Storefront; layout: LayoutName }) {
  const intl = useIntl();
  const cart = useBusState('cart');
  const favorites = useBusState('favorites');
  const wishlistCount = favorites.ids.length;
  const nav = [
    { href: hrefFor('catalog'), id: 'shell.nav.catalog' },
    { href: hrefFor('catalog-listing', { rest: 'new' }), id: 'shell.nav.new' },
    { href: hrefFor('catalog-listing', { rest: 'sale' }), id: 'shell.nav.sale' },
    { href: hrefFor('designers'), id: 'shell.nav.designers' },
    { href: hrefFor('certificate'), id: 'shell.nav.certificate' },
  ].filter((item) => !isPageBlocked(storefront, item.href));

  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link href="/" className={styles.brand}>
          <FormattedMessage id="shell.brand" />
        </Link>
        {layout === 'default' && (
          <nav aria-label={intl.formatMessage({ id: 'shell.nav.label' })} className={styles.nav}>
            <ul className={styles.navList}>
              {nav.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} className={styles.navLink}>
                    <FormattedMessage id={item.id} />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className={styles.actions}>
          <Link href={hrefFor('search')} className={styles.action}>
            <FormattedMessage id="shell.nav.search" />
          </Link>
          <Link href={hrefFor('profile')} className={styles.action}>
            <FormattedMessage id="shell.nav.profile" />
          </Link>
          <Link href={hrefFor('wishlist')} className={styles.action}>
            <FormattedMessage id="shell.nav.wishlist" />
            <Counter
              count={wishlistCount}
              testId="wishlist-counter"
              label={intl.formatMessage({ id: 'shell.counter.wishlist' }, { count: wishlistCount })}
            />
          </Link>
          <Link href={hrefFor('cart')} className={styles.action}>
            <FormattedMessage id="shell.nav.cart" />
            <Counter
              count={cart.totalProducts}
              testId="cart-counter"
              label={intl.formatMessage(
                { id: 'shell.counter.cart' },
                { count: cart.totalProducts },
              )}
            />
          </Link>
        </div>
      </div>
    </header>
  );
}
