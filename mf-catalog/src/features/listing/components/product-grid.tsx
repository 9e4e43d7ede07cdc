import { useIntl } from 'react-intl';
import { CATALOG_PAGE_SIZE } from '@shop/storefront';
import { LoadingRegion, Skeleton } from '@shop/ui';
import type { ListingProduct } from '@shop/types';
import { ProductCard } from '../../product-card/components/product-card';
import styles from './product-grid.module.css';

/** Cards the grid loads eagerly: the first row on desktop. */
const EAGER_CARDS = 4;

export function ProductGrid({
  products,
  list,
  offset = 0,
}: {
  products: readonly ListingProduct[];
  list: string;
  offset?: number;
}) {
  const intl = useIntl();
  return (
    <ul
      className={styles.grid}
      aria-label={intl.formatMessage({ id: 'catalog.listing.products' })}
      data-testid="product-grid"
    >
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            list={list}
            position={offset + index + 1}
            priority={index < EAGER_CARDS}
          />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({
  count = Math.min(CATALOG_PAGE_SIZE, 12),
}: {
  count?: number;
}) {
  return (
    <LoadingRegion>
      <div className={styles.grid}>
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className={styles.skeletonCard}>
            <Skeleton height={0} style={{ aspectRatio: '1 / 1', height: 'auto' }} />
            <Skeleton width="40%" height={12} />
            <Skeleton width="80%" height={16} />
            <Skeleton width="30%" height={16} />
          </div>
        ))}
      </div>
    </LoadingRegion>
  );
}
