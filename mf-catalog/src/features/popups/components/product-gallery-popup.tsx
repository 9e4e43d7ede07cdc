import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Keyboard } from 'swiper/modules';
import type { Swiper as SwiperClass } from 'swiper';
import 'swiper/css';
import { PopupFrame } from '@shop/ui';
import type { PopupModuleProps } from './popup-props';
import styles from './popups.module.css';

/** Full-size product photos; arrows, keyboard and swipe move between them. */
export function ProductGalleryPopup({ props, onClose }: PopupModuleProps<'product-gallery'>) {
  const intl = useIntl();
  const photos = props.photos ?? [];
  const [index, setIndex] = useState(props.startIndex ?? 0);
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  return (
    <PopupFrame
      title={intl.formatMessage({ id: 'catalog.popup.gallery' }, { name: props.title })}
      onClose={onClose}
    >
      <div className={styles.gallery}>
        <Swiper
          modules={[A11y, Keyboard]}
          keyboard={{ enabled: true }}
          initialSlide={props.startIndex ?? 0}
          onSwiper={setSwiper}
          onSlideChange={(s) => setIndex(s.activeIndex)}
        >
          {photos.map((src, i) => (
            <SwiperSlide key={src}>
              <img
                src={src}
                alt={intl.formatMessage(
                  { id: 'catalog.product.showPhoto' },
                  { index: i + 1, count: photos.length },
                )}
                width={1200}
                height={1200}
              />
            </SwiperSlide>
          ))}
        </Swiper>
        {photos.length > 1 && (
          <div className={styles.galleryNav}>
            <button
              type="button"
              className={styles.navButton}
              disabled={index === 0}
              onClick={() => swiper?.slidePrev()}
              aria-label={intl.formatMessage({ id: 'catalog.slider.previous' })}
            >
              ‹
            </button>
            <span aria-live="polite">
              {index + 1} / {photos.length}
            </span>
            <button
              type="button"
              className={styles.navButton}
              disabled={index >= photos.length - 1}
              onClick={() => swiper?.slideNext()}
              aria-label={intl.formatMessage({ id: 'catalog.slider.next' })}
            >
              ›
            </button>
          </div>
        )}
      </div>
    </PopupFrame>
  );
}
