import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useBusState } from '@shop/event-bus';
import { hrefFor } from '@shop/routes';
import type { Product } from '@shop/types';
import { Link, RemoteComponent } from '@shop/ui';
import { useWishlistProducts } from '../use-wishlist-products';
import styles from './wishlist-page.module.css';

/** A product shown by the catalog's own card; a plain link if the catalog is unavailable. */
function WishlistItem({ product, position }: { product: Product; position: number }) {
  const fallback = (
    <Link className={styles.fallbackLink} href={hrefFor('product', { id: product.id })}>
      {product.name}
    </Link>
  );
  return (
    <RemoteComponent
      remote="catalog"
      expose="./ProductCard"
      props={{ product, mode: 'favorites', list: 'favorites', position }}
      fallback={fallback}
      loading={fallback}
    />
  );
}

export function WishlistPage() {
  const intl = useIntl();
  const { ids } = useBusState('favorites');
  const [attempt, setAttempt] = useState(0);
  const load = useWishlistProducts(ids, attempt);

  return (
    <section className={styles.page} aria-busy={load.status === 'loading'}>
      <header className={styles.header}>
        <h1 className={styles.title}>
          <FormattedMessage id="route.wishlist" />
        </h1>
        <p className={styles.count} data-testid="wishlist-count">
          <FormattedMessage id="favorites.count" values={{ count: ids.length }} />
        </p>
      </header>

      {ids.length === 0 && (
        <div className={styles.empty}>
          <h2 className={styles.emptyTitle}>
            <FormattedMessage id="favorites.empty.title" />
          </h2>
          <p>
            <FormattedMessage id="favorites.empty.text" />
          </p>
          <Link className={styles.button} href={hrefFor('catalog')}>
            <FormattedMessage id="favorites.empty.toCatalog" />
          </Link>
        </div>
      )}

      {ids.length > 0 && load.status === 'loading' && (
        <p role="status" className={styles.loading}>
          <FormattedMessage id="favorites.loading" />
        </p>
      )}

      {load.status === 'error' && (
        <div role="alert" className={styles.empty}>
          <p>
            <FormattedMessage id="favorites.error" />
          </p>
          <button type="button" className={styles.button} onClick={() => setAttempt((n) => n + 1)}>
            <FormattedMessage id="favorites.retry" />
          </button>
        </div>
      )}

      {load.status === 'ready' && load.products.length > 0 && (
        <ul className={styles.grid} aria-label={intl.formatMessage({ id: 'favorites.list' })}>
          {load.products.map((product, index) => (
            <li key={product.id}>
              <WishlistItem product={product} position={index + 1} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
