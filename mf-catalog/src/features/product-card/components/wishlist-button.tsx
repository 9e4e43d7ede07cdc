import { useIntl } from 'react-intl';
import { bus, useBusState } from '@shop/event-bus';
import type { ListingProduct } from '@shop/types';
import { analyticsProductOf } from '../../analytics/analytics-product';
import styles from './wishlist-button.module.css';

/**
 * Toggles a product in the wishlist through the bus; the favorites remote owns
 * persistence, the state comes from the replayed `favorites` slice.
 */
export function WishlistButton({
  productId,
  productName,
  product,
  className,
}: {
  productId: number;
  productName: string;
  /** The card's product, for analytics (GA4 add_to_wishlist). */
  product?: ListingProduct;
  className?: string;
}) {
  const intl = useIntl();
  const { ids } = useBusState('favorites');
  const active = ids.includes(productId);
  return (
    <button
      type="button"
      className={`${styles.button} ${active ? styles.active : ''} ${className ?? ''}`}
      aria-pressed={active}
      aria-label={intl.formatMessage(
        { id: active ? 'catalog.wishlist.remove' : 'catalog.wishlist.add' },
        { name: productName },
      )}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        bus.emit('favorites:toggle', {
          productId,
          active: !active,
          source: 'catalog',
          ...(product ? analyticsProductOf(product) : {}),
        });
      }}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 7.9 3.6 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.6 3.4 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
      </svg>
    </button>
  );
}
