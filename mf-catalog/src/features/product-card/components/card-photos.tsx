import { Swiper, SwiperSlide } from 'swiper/react';
import { Pagination } from 'swiper/modules';
import 'swiper/css';
import { ErrorBoundary } from '@shop/ui';
import type { Product } from '@shop/types';
import { useIsMobile } from '../../../lib/use-media-query';
import { cardPhotos } from '../card-rules';
import { ProductImage } from './product-image';
import styles from './card-photos.module.css';

const CARD_IMAGE_SIZES = '(max-width: 767px) 50vw, (max-width: 1199px) 33vw, 25vw';

function DesktopPhotos({ product, priority }: { product: Product; priority: boolean }) {
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

/** Mobile: a swipe slider over every photo (spec §2.6). */
function MobilePhotos({ product }: { product: Product }) {
  const { all } = cardPhotos(product);
  if (all.length < 2) return <DesktopPhotos product={product} priority={false} />;
  return (
    <Swiper
      className={styles.mobileSlider}
      modules={[Pagination]}
      pagination={{ clickable: false }}
      nested
    >
      {all.map((photo, index) => (
        <SwiperSlide key={photo.id}>
          <ProductImage
            photo={photo}
            alt={index === 0 ? product.name : ''}
            className={styles.image}
            sizes="50vw"
          />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}

/** Hover photo on desktop, swipe slider on mobile; a slider that fails falls back to the still photo. */
export function CardPhotos({
  product,
  priority = false,
}: {
  product: Product;
  priority?: boolean;
}) {
  const mobile = useIsMobile();
  return (
    <span className={styles.photos}>
      {mobile ? (
        <ErrorBoundary fallback={() => <DesktopPhotos product={product} priority={false} />}>
          <MobilePhotos product={product} />
        </ErrorBoundary>
      ) : (
        <DesktopPhotos product={product} priority={priority} />
      )}
    </span>
  );
}
