import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@shop/ui';
import styles from './wishlist-page.module.css';

/** Previous / next pages of the wishlist, kept in the URL so back, forward and reload work. */
export function WishlistPager({
  page,
  pages,
  hrefForPage,
}: {
  page: number;
  pages: number;
  hrefForPage: (page: number) => string;
}) {
  const intl = useIntl();
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={intl.formatMessage({ id: 'favorites.pager.label' })}>
      {page > 1 ? (
        <Link href={hrefForPage(page - 1)} rel="prev" className={styles.pagerLink}>
          <FormattedMessage id="favorites.pager.previous" />
        </Link>
      ) : (
        <span />
      )}
      <p className={styles.pagerStatus}>
        <FormattedMessage id="favorites.pager.status" values={{ page, pages }} />
      </p>
      {page < pages ? (
        <Link href={hrefForPage(page + 1)} rel="next" className={styles.pagerLink}>
          <FormattedMessage id="favorites.pager.next" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
