import { useRef, useState, type KeyboardEvent, type UIEvent } from 'react';
import { useIntl } from 'react-intl';
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

/** The first photo alone: the fallback of the gallery's error boundary. */
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

/**
 * Photos and videos in a row the browser scrolls, one per view, with snap points: a finger
 * swipes it, the arrows, the thumbnails and ← → step through it, and a photo opens the
 * full-screen gallery popup. No library: swiper, which this replaced, was 27 KiB gzip of a
 * product page's first load (ADR 38).
 */
function PhotoGallery({ product }: { product: Product }) {
  const intl = useIntl();
  const { all } = cardPhotos(product);
  const track = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const count = all.length + product.videos.length;
  const openGallery = (index: number) =>
    openPopup('product-gallery', {
      productId: product.id,
      photos: all.map((photo) => photo.jpg.large),
      startIndex: index,
      title: product.name,
    });
  const show = (index: number) => {
    const list = track.current;
    if (!list || index < 0 || index >= count) return;
    list.scrollTo?.({ left: index * list.clientWidth, behavior: 'smooth' });
    setActive(index);
  };
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const list = event.currentTarget;
    if (list.clientWidth > 0) setActive(Math.round(list.scrollLeft / list.clientWidth));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    show(active + (event.key === 'ArrowRight' ? 1 : -1));
  };
  const slideLabel = (index: number) => `${index + 1} / ${count}`;

  return (
    // Arrow keys step through the photos while the focus is on one of the gallery's controls.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      className={styles.gallery}
      data-testid="product-gallery"
      role="region"
      aria-roledescription="carousel"
      aria-label={intl.formatMessage({ id: 'catalog.product.gallery' })}
      onKeyDown={onKeyDown}
    >
      {/* Slides are groups (as the carousel pattern has them), so the row is not a list. */}
      <div ref={track} className={styles.track} onScroll={onScroll}>
        {all.map((photo, index) => (
          <div
            key={photo.id}
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel(index)}
          >
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
          </div>
        ))}
        {product.videos.map((video, index) => (
          <div
            key={video.url}
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel(all.length + index)}
          >
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
          </div>
        ))}
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className={`${styles.galleryNav} ${styles.galleryPrev}`}
            onClick={() => show(active - 1)}
            disabled={active === 0}
            aria-label={intl.formatMessage({ id: 'catalog.slider.previous' })}
          >
            ‹
          </button>
          <button
            type="button"
            className={`${styles.galleryNav} ${styles.galleryNext}`}
            onClick={() => show(active + 1)}
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
                  onClick={() => show(index)}
                >
                  <img src={photo.jpg.small} alt="" width={64} height={64} loading="lazy" />
                </button>
              </li>
            ))}
          </ul>
          {/* Where a phone hides the thumbnails: which of the photos is in view. */}
          <div className={styles.dots} aria-hidden="true">
            {Array.from({ length: count }, (_, index) => (
              <span key={index} className={index === active ? styles.dotActive : styles.dot} />
            ))}
          </div>
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
      <PhotoGallery product={product} />
    </ErrorBoundary>
  );
}
