import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useBusState } from '@shop/event-bus';
import { LoadingRegion, Skeleton, Slider } from '@shop/ui';
import type { ListingProduct } from '@shop/types';
import { ErrorState } from '../../../components/page-states';
import { useQuery } from '@shop/data';
import { ProductCard } from '../../product-card/components/product-card';
import { bestsellersQuery } from '../api/bestsellers-query';
import styles from './bestsellers-slider.module.css';

/** A product slider with a heading: desktop in groups of 4, mobile 2.3 per view. */
export function ProductSlider({
  title,
  products,
  list,
  priorityPhotos = 0,
}: {
  title: string;
  products: readonly ListingProduct[];
  list: string;
  /** How many first cards' photos are fetched at once, at high priority: a slider in view. */
  priorityPhotos?: number;
}) {
  const intl = useIntl();
  return (
    <Slider
      items={products}
      getKey={(product) => product.id}
      label={title}
      previousLabel={intl.formatMessage({ id: 'catalog.slider.previous' })}
      nextLabel={intl.formatMessage({ id: 'catalog.slider.next' })}
      renderItem={(product, index) => (
        <ProductCard
          product={product}
          list={list}
          position={index + 1}
          priority={index < priorityPhotos}
        />
      )}
    />
  );
}

export function SliderSkeleton() {
  return (
    <LoadingRegion className={styles.skeleton}>
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} height={0} style={{ aspectRatio: '1 / 1.4', height: 'auto' }} />
      ))}
    </LoadingRegion>
  );
}

/** GET /pd/frontend/bestsellers as a slider; also exposed to other remotes (the shell's not-found page). */
export function BestsellersSlider({
  title,
  priorityPhotos,
}: {
  title?: string;
  /** The page shows the slider in its first screen (the empty cart): its first photos are its largest paint. */
  priorityPhotos?: number;
}) {
  const intl = useIntl();
  const headingId = useId();
  const storefront = useBusState('storefront')?.storefront ?? 'ru';
  const bestsellers = useQuery(bestsellersQuery(storefront));
  const heading = title ?? intl.formatMessage({ id: 'catalog.bestsellers.title' });
  if (bestsellers.status === 'success' && bestsellers.data.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid="bestsellers">
      <h2 id={headingId} className={styles.title}>
        {heading}
      </h2>
      {bestsellers.status === 'pending' && <SliderSkeleton />}
      {bestsellers.status === 'error' && (
        <ErrorState compact onRetry={() => void bestsellers.refetch()} />
      )}
      {bestsellers.status === 'success' && (
        <ProductSlider
          title={heading}
          products={bestsellers.data}
          list="bestsellers"
          priorityPhotos={priorityPhotos}
        />
      )}
    </section>
  );
}
