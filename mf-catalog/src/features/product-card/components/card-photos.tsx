import { lazy, Suspense, useState } from 'react';
import { ErrorBoundary } from '@shop/ui';
import type { ListingProduct } from '@shop/types';
import { cardPhotos } from '../card-rules';
import { ProductImage } from './product-image';
import styles from './card-photos.module.css';

const CARD_IMAGE_SIZES = '(max-width: 767px) 50vw, (max-width: 1199px) 33vw, 25vw';

// Swiper loads for a card only when a shopper touches it: 48 cards no longer build 48 sliders.
const CardSwiper = lazy(() => import('./card-swiper'));

function StillPhotos({ product, priority }: { product: ListingProduct; priority: boolean }) {
  const { main, hover } = cardPhotos(product);
  if (!main) return <span className={styles.placeholder} aria-hidden="true" />;
  return (
    <>
      <ProductImage
        photo={main}
        alt={product.name}
        className={styles.image}
        sizes={CARD_IMAGE_SIZES}
        priority={priority}
      />
      {hover && (
        <span className={styles.hover} aria-hidden="true">
          <ProductImage photo={hover} alt="" className={styles.image} sizes={CARD_IMAGE_SIZES} />
        </span>
      )}
    </>
  );
}

/**
 * Hover photo where the pointer can hover (CSS decides, so the server and the browser
 * render the same markup); on a touch screen the first touch turns the photos into a
 * swipe slider. A slider that fails falls back to the still photo.
 */
export function CardPhotos({
  product,
  priority = false,
}: {
  product: ListingProduct;
  priority?: boolean;
}) {
  const [swipeable, setSwipeable] = useState(false);
  const still = <StillPhotos product={product} priority={priority} />;
  const canSwipe = cardPhotos(product).all.length > 1;
  return (
    <span
      className={styles.photos}
      onTouchStart={canSwipe && !swipeable ? () => setSwipeable(true) : undefined}
    >
      {swipeable ? (
        <ErrorBoundary fallback={() => still}>
          <Suspense fallback={still}>
            <CardSwiper product={product} />
          </Suspense>
        </ErrorBoundary>
      ) : (
        still
      )}
    </span>
  );
}
