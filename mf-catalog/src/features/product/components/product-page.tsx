import { useIntl } from 'react-intl';
import { useBusState } from '@shop/event-bus';
import { hrefFor } from '@shop/routes';
import { Link, LoadingRegion, Skeleton } from '@shop/ui';
import type { Product } from '@shop/types';
import { isNotFound } from '../../../api/client';
import { ErrorState, NotFoundState } from '../../../components/page-states';
import { pageClass } from '../../../components/page-layout';
import { useQuery } from '@shop/data';
import { BestsellersSlider } from '../../bestsellers/components/bestsellers-slider';
import { productQuery } from '../api/product-query';
import { useProductMeta } from '../product-meta';
import { DesignerBlock } from './designer-block';
import { ProductGallery } from './product-gallery';
import { ProductPurchase } from './product-purchase';
import { ProductRelated } from './product-related';
import { ProductServices } from './product-services';
import { ProductVariants } from './product-variants';
import styles from './product-page.module.css';

function ProductSkeleton() {
  return (
    <LoadingRegion className={styles.skeleton}>
      <Skeleton height="auto" style={{ aspectRatio: '1 / 1' }} />
      <div className={styles.skeletonInfo}>
        <Skeleton width="30%" height={14} />
        <Skeleton width="80%" height={32} />
        <Skeleton width="40%" height={24} />
        <Skeleton height={52} />
      </div>
    </LoadingRegion>
  );
}

function ProductView({ product }: { product: Product }) {
  const intl = useIntl();
  useProductMeta(product, product.description ?? `${product.name} — ${product.designer.name}`);
  const showcase = product.itemCard?.isShowcase ? product.itemCard.showcaseDesigner : null;
  return (
    <article data-testid="product-page" data-product-id={product.id}>
      <div className={styles.layout}>
        <ProductGallery product={product} />
        <div className={styles.info}>
          {product.designer?.id && (
            <p className={styles.designerName}>
              <Link href={hrefFor('designer', { id: product.designer.id })}>
                {product.designer.name}
              </Link>
            </p>
          )}
          <h1 className={styles.name}>{product.name}</h1>
          {product.code && (
            <p className={styles.code}>
              {intl.formatMessage({ id: 'catalog.product.article' }, { code: product.code })}
            </p>
          )}
          <ProductVariants product={product} />
          <ProductPurchase key={product.id} product={product} />
          {showcase && showcase.showcaseStorages.length > 0 && (
            <p className={styles.code}>
              {intl.formatMessage(
                { id: 'catalog.product.showcase' },
                { storages: showcase.showcaseStorages.map((s) => s.name).join(', ') },
              )}
            </p>
          )}
          <ProductServices product={product} />
          {product.description && (
            <section>
              <h2 className={styles.legend}>
                {intl.formatMessage({ id: 'catalog.product.description' })}
              </h2>
              <p className={styles.description}>{product.description}</p>
            </section>
          )}
        </div>
      </div>
      <DesignerBlock product={product} />
      <ProductRelated product={product} />
    </article>
  );
}

/** /jewelry/{id}: GET /jewelry/{id}, with loading, error (retry) and not-found states. */
export function ProductPage({ id }: { id: string }) {
  const storefront = useBusState('storefront')?.storefront ?? 'ru';
  const product = useQuery(productQuery(storefront, id));
  return (
    <div className={pageClass}>
      {product.status === 'pending' && <ProductSkeleton />}
      {product.status === 'error' &&
        (isNotFound(product.error) ? (
          <NotFoundState>
            <BestsellersSlider />
          </NotFoundState>
        ) : (
          <ErrorState onRetry={() => void product.refetch()} />
        ))}
      {product.status === 'success' && <ProductView product={product.data} />}
    </div>
  );
}
