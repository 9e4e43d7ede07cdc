import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Keyboard, Pagination } from 'swiper/modules';
import type { Swiper as SwiperClass } from 'swiper';
import 'swiper/css';
import { openPopup } from '@shop/event-bus';
import { ErrorBoundary } from '@shop/ui';
import type { Product } from '@shop/types';
import { cardPhotos } from '../../product-card/card-rules';
import { ProductImage } from '../../product-card/components/product-image';
import styles from './product-page.module.css';
import { logError } from '@shop/error-codes';
import { CATALOG_ERRORS } from '../../../error-codes';

/** The main photo's slot: the whole width on a phone, about half of it above. */
export const MAIN_SIZES = '(max-width: 767px) 100vw, 55vw';

/** Still photos without swiper: the fallback of the gallery's error boundary. */
function StillGallery({ product }: { product: Product }) {
  const { main } = cardPhotos(product);
  return main ? (
    <ProductImage
      photo={main}
      alt={product.name}
      sizes={MAIN_SIZES}
      priority
      width={1200}
      height={1200}
    />
  ) : null;
}

/** Photos and videos in a swiper; a photo opens the full-screen gallery popup. */
function SwiperGallery({ product }: { product: Product }) {
  const intl = useIntl();
  const { all } = cardPhotos(product);
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  const [active, setActive] = useState(0);
  const count = all.length + product.videos.length;
  const openGallery = (index: number) =>
    openPopup('product-gallery', {
      productId: product.id,
      photos: all.map((photo) => photo.jpg.large),
      startIndex: index,
      title: product.name,
    });

  return (
    <div className={styles.gallery} data-testid="product-gallery">
      <Swiper
        modules={[A11y, Keyboard, Pagination]}
        keyboard={{ enabled: true, onlyInViewport: true }}
        pagination={{ clickable: true }}
        onSwiper={setSwiper}
        onSlideChange={(instance) => setActive(instance.activeIndex)}
        aria-label={intl.formatMessage({ id: 'catalog.product.gallery' })}
      >
        {all.map((photo, index) => (
          <SwiperSlide key={photo.id}>
            <button
              type="button"
              className={styles.slide}
              onClick={() => openGallery(index)}
              aria-label={intl.formatMessage(
                { id: 'catalog.product.openPhoto' },
                { index: index + 1, count: all.length },
              )}
            >
              <ProductImage
                photo={photo}
                alt={index === 0 ? product.name : photo.alt || product.name}
                sizes={MAIN_SIZES}
                priority={index === 0}
                width={1200}
                height={1200}
              />
            </button>
          </SwiperSlide>
        ))}
        {product.videos.map((video) => (
          <SwiperSlide key={video.url}>
            <video
              className={styles.video}
              controls
              muted
              playsInline
              preload="none"
              poster={video.poster}
              aria-label={intl.formatMessage({ id: 'catalog.product.video' })}
            >
              <source src={video.url} type={video.type} />
            </video>
          </SwiperSlide>
        ))}
      </Swiper>
      {count > 1 && (
        <>
          <button
            type="button"
            className={`${styles.galleryNav} ${styles.galleryPrev}`}
            onClick={() => swiper?.slidePrev()}
            disabled={active === 0}
            aria-label={intl.formatMessage({ id: 'catalog.slider.previous' })}
          >
            ‹
          </button>
          <button
            type="button"
            className={`${styles.galleryNav} ${styles.galleryNext}`}
            onClick={() => swiper?.slideNext()}
            disabled={active >= count - 1}
            aria-label={intl.formatMessage({ id: 'catalog.slider.next' })}
          >
            ›
          </button>
          <ul className={styles.thumbs}>
            {all.map((photo, index) => (
              <li key={photo.id}>
                <button
                  type="button"
                  className={`${styles.thumb} ${index === active ? styles.thumbActive : ''}`}
                  aria-label={intl.formatMessage(
                    { id: 'catalog.product.showPhoto' },
                    { index: index + 1, count: all.length },
                  )}
                  aria-current={index === active ? 'true' : undefined}
                  onClick={() => swiper?.slideTo(index)}
                >
                  <img src={photo.jpg.small} alt="" width={64} height={64} loading="lazy" />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

export function ProductGallery({ product }: { product: Product }) {
  return (
    <ErrorBoundary
      onError={(error) => logError(CATALOG_ERRORS.GALLERY_FAILED, 'gallery failed', error)}
      fallback={() => <StillGallery product={product} />}
    >
      <SwiperGallery product={product} />
    </ErrorBoundary>
  );
}
