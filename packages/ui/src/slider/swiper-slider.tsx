import { useState, type ReactNode } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Keyboard } from 'swiper/modules';
import type { Swiper as SwiperClass } from 'swiper';
import 'swiper/css';
import { BREAKPOINT_DESKTOP, BREAKPOINT_TABLET, MOBILE_SLIDES_PER_VIEW } from '@shop/storefront';
import { SLIDE_GAPS, SliderFrame, type SliderInnerProps } from './slider-frame';
import styles from './slider.module.css';

/** The swiper-driven carousel, loaded on demand by Slider once it nears the viewport. */
export default function SwiperSlider<T>(props: SliderInnerProps<T>) {
  const { items, renderItem, getKey, desktopPerView } = props;
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  const [edges, setEdges] = useState({ start: true, end: items.length <= desktopPerView });
  const update = (instance: SwiperClass) =>
    setEdges({ start: instance.isBeginning, end: instance.isEnd });
  const tabletPerView = Math.max(2, desktopPerView - 1);
  const slides: ReactNode = items.map((item, index) => (
    <SwiperSlide key={getKey(item, index)} className={styles.slide}>
      {renderItem(item, index)}
    </SwiperSlide>
  ));
  return (
    <SliderFrame
      {...props}
      edges={edges}
      onPrevious={() => swiper?.slidePrev()}
      onNext={() => swiper?.slideNext()}
    >
      <Swiper
        modules={[A11y, Keyboard]}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{ enabled: true, slideRole: 'group' }}
        spaceBetween={SLIDE_GAPS.mobile}
        slidesPerView={MOBILE_SLIDES_PER_VIEW}
        slidesPerGroup={1}
        breakpoints={{
          [BREAKPOINT_TABLET]: {
            slidesPerView: tabletPerView,
            slidesPerGroup: tabletPerView,
            spaceBetween: SLIDE_GAPS.tablet,
          },
          [BREAKPOINT_DESKTOP]: {
            slidesPerView: desktopPerView,
            slidesPerGroup: desktopPerView,
            spaceBetween: SLIDE_GAPS.desktop,
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
        {slides}
      </Swiper>
    </SliderFrame>
  );
}
