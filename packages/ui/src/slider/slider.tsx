import { useState, type Key, type ReactNode } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Keyboard } from 'swiper/modules';
import type { Swiper as SwiperClass } from 'swiper';
import 'swiper/css';
import {
  BREAKPOINT_DESKTOP,
  BREAKPOINT_TABLET,
  DESKTOP_SLIDER_GROUP_SIZE,
  MOBILE_SLIDES_PER_VIEW,
} from '@shop/storefront';
import { ErrorBoundary } from '../errors/error-boundary';
import styles from './slider.module.css';

export interface SliderProps<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T, index: number) => Key;
  /** Accessible name of the carousel region. */
  label: string;
  /** Accessible names of the arrow buttons, from the caller's catalogue. */
  previousLabel: string;
  nextLabel: string;
  /** Products per view on desktop (scrolled in groups of the same size); default DESKTOP_SLIDER_GROUP_SIZE. */
  desktopPerView?: number;
  className?: string;
}

/** Plain horizontally scrolling list: the fallback when swiper fails. */
function ScrollList<T>({ items, renderItem, getKey, label }: SliderProps<T>) {
  return (
    <ul className={styles.fallback} aria-label={label}>
      {items.map((item, index) => (
        <li key={getKey(item, index)}>{renderItem(item, index)}</li>
      ))}
    </ul>
  );
}

function SwiperSlider<T>({
  items,
  renderItem,
  getKey,
  label,
  previousLabel,
  nextLabel,
  desktopPerView = DESKTOP_SLIDER_GROUP_SIZE,
  className,
}: SliderProps<T>) {
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  const [edges, setEdges] = useState({ start: true, end: items.length <= desktopPerView });
  const update = (instance: SwiperClass) =>
    setEdges({ start: instance.isBeginning, end: instance.isEnd });
  const tabletPerView = Math.max(2, desktopPerView - 1);
  return (
    <section
      className={`${styles.slider} ${className ?? ''}`}
      aria-roledescription="carousel"
      aria-label={label}
    >
      <div className={styles.nav}>
        <button
          type="button"
          className={styles.navButton}
          aria-label={previousLabel}
          disabled={edges.start}
          onClick={() => swiper?.slidePrev()}
        >
          ‹
        </button>
        <button
          type="button"
          className={styles.navButton}
          aria-label={nextLabel}
          disabled={edges.end}
          onClick={() => swiper?.slideNext()}
        >
          ›
        </button>
      </div>
      <Swiper
        modules={[A11y, Keyboard]}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{ enabled: true, slideRole: 'group' }}
        spaceBetween={12}
        slidesPerView={MOBILE_SLIDES_PER_VIEW}
        slidesPerGroup={1}
        breakpoints={{
          [BREAKPOINT_TABLET]: {
            slidesPerView: tabletPerView,
            slidesPerGroup: tabletPerView,
            spaceBetween: 16,
          },
          [BREAKPOINT_DESKTOP]: {
            slidesPerView: desktopPerView,
            slidesPerGroup: desktopPerView,
            spaceBetween: 20,
          },
        }}
        watchSlidesProgress
        onSwiper={(instance) => {
          setSwiper(instance);
          update(instance);
        }}
        onSlideChange={update}
        onResize={update}
      >
        {items.map((item, index) => (
          <SwiperSlide key={getKey(item, index)} className={styles.slide}>
            {renderItem(item, index)}
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}

/**
 * A product slider: desktop scrolls in groups of 4, mobile shows 2.3 slides
 * (spec §9). Behind its own error boundary: if swiper throws, a plain
 * horizontally scrolling list shows the same items.
 */
export function Slider<T>(props: SliderProps<T>) {
  return (
    <ErrorBoundary
      onError={(error) => console.error('[ui] UI-001 slider failed, showing a plain list', error)}
      fallback={() => <ScrollList {...props} />}
    >
      <SwiperSlider {...props} />
    </ErrorBoundary>
  );
}
