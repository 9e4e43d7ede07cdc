import { FormattedMessage, useIntl } from 'react-intl';
import { useBusState } from '@shop/event-bus';
import { hrefFor } from '@shop/routes';
import { isPageBlocked } from '@shop/storefront';
import { Link, VisuallyHidden } from '@shop/ui';
import type { LayoutName, Storefront } from '@shop/types';
import styles from './chrome.module.css';
import { HeaderSearch } from './header-search';
import { LocationAction } from './location-action';
import { MainMenu } from './main-menu';
import { ProfileAction } from './profile-action';

const ICONS = {
  profile:
    'M12 3a4.5 4.5 0 110 9 4.5 4.5 0 010-9zm0 2a2.5 2.5 0 100 5 2.5 2.5 0 000-5zM4 20c0-3.9 3.6-6 8-6s8 2.1 8 6h-2c0-2.4-2.5-4-6-4s-6 1.6-6 4H4z',
  wishlist:
    'M12 20.5s-7.5-4.6-9.3-9.2C1.4 7.9 3.6 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.6 3.4 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2zm0-2.4c2.3-1.5 6-4.4 7.4-7.5.8-2-.5-4.1-2.4-4.1-1.3 0-2.3.8-3.5 2.3L12 10.6l-1.5-1.8C9.3 7.3 8.3 6.5 7 6.5c-1.9 0-3.2 2.1-2.4 4.1 1.4 3.1 5.1 6 7.4 7.5z',
  cart: 'M7 7V6a5 5 0 0110 0v1h3l-1.2 14H5.2L4 7h3zm2 0h6V6a3 3 0 00-6 0v1zM6.2 9l.9 10h9.8l.9-10H6.2z',
} as const;

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={ICONS[name]} />
    </svg>
  );
}

/** A visible badge; screen readers get the sentence instead of the bare number. */
function Counter({ count, label, testId }: { count: number; label: string; testId: string }) {
  return (
    <>
      <span className={styles.counter} data-testid={testId} data-count={count} aria-hidden="true">
        {count}
      </span>
      <VisuallyHidden>, {label}</VisuallyHidden>
    </>
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
        {layout === 'default' ? (
          <MainMenu items={nav} />
        ) : (
          // The landing variant (docs/product/02-screens.md#layouts): no shop menu, one way back into the shop.
          <Link href={hrefFor('catalog')} className={styles.navLink}>
            <FormattedMessage id="shell.landing.toShop" />
          </Link>
        )}
        <HeaderSearch />
        <div className={styles.actions}>
          <LocationAction />
          <ProfileAction icon={<Icon name="profile" />} />
          <Link href={hrefFor('wishlist')} className={styles.action}>
            <Icon name="wishlist" />
            <VisuallyHidden>
              <FormattedMessage id="shell.nav.wishlist" />
            </VisuallyHidden>
            <Counter
              count={wishlistCount}
              testId="wishlist-counter"
              label={intl.formatMessage({ id: 'shell.counter.wishlist' }, { count: wishlistCount })}
            />
          </Link>
          <Link href={hrefFor('cart')} className={styles.action}>
            <Icon name="cart" />
            <VisuallyHidden>
              <FormattedMessage id="shell.nav.cart" />
            </VisuallyHidden>
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
