import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ReactElement,
  type RefObject,
  type UIEvent,
} from 'react';
import { DESKTOP_SLIDER_GROUP_SIZE } from '@shop/storefront';
import { ErrorBoundary } from '../errors/error-boundary';
import { SliderFrame, type SliderInnerProps, type SliderProps } from './slider-frame';
import styles from './slider.module.css';
import { logError } from '@shop/error-codes';
import { UI_ERRORS } from '../error-codes';

export type { SliderProps } from './slider-frame';

// Swiper (~80 KiB raw) loads only for a slider a visitor is about to see.
// lazy() drops the component's type parameter; the module's default export is generic.
const SwiperSlider = lazy(() => import('./swiper-slider')) as unknown as <T>(
  props: SliderInnerProps<T>,
) => ReactElement;

/** How far below the viewport a slider starts loading swiper. */
const PRELOAD_MARGIN = '300px';

/**
 * The static carousel: a horizontally scrolling list laid out exactly like the swiper
 * version (same slides per view and gaps), whose arrows scroll it natively. It is what
 * the server renders and what shows until swiper arrives, or if swiper fails.
 */
function StaticSlider<T>(props: SliderInnerProps<T>) {
  const { items, renderItem, getKey, desktopPerView } = props;
  const listRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: items.length <= desktopPerView });
  const scrollByPage = (direction: 1 | -1) => {
    const list = listRef.current;
    list?.scrollBy?.({ left: direction * list.clientWidth, behavior: 'smooth' });
  };
  const onScroll = (event: UIEvent<HTMLUListElement>) => {
    const list = event.currentTarget;
    setEdges({
      start: list.scrollLeft <= 1,
      end: list.scrollLeft + list.clientWidth >= list.scrollWidth - 1,
    });
  };
  return (
    <SliderFrame
      {...props}
      edges={edges}
      onPrevious={() => scrollByPage(-1)}
      onNext={() => scrollByPage(1)}
    >
      <ul ref={listRef} className={styles.staticList} onScroll={onScroll}>
        {items.map((item, index) => (
          <li key={getKey(item, index)} className={styles.staticSlide}>
            {renderItem(item, index)}
          </li>
        ))}
      </ul>
    </SliderFrame>
  );
}

/** True once the element is within PRELOAD_MARGIN of the viewport (at once where that cannot be observed). */
function useNearViewport(): [RefObject<HTMLDivElement | null>, boolean] {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near];
}

/**
 * A product slider: desktop scrolls in groups of 4, mobile shows 2.3 slides (docs/product/09-constants.md#card-and-sliders).
 * It renders as a static scrolling list and turns into a swiper carousel once it nears the
 * viewport; behind its own error boundary, so a failing swiper leaves the static list.
 */
export function Slider<T>({ desktopPerView = DESKTOP_SLIDER_GROUP_SIZE, ...rest }: SliderProps<T>) {
  const props: SliderInnerProps<T> = { ...rest, desktopPerView };
  const [ref, near] = useNearViewport();
  const still = <StaticSlider {...props} />;
  return (
    <div ref={ref}>
      {near ? (
        <ErrorBoundary
          onError={(error) =>
            logError(UI_ERRORS.SLIDER_FAILED, 'slider failed, showing a plain list', error)
          }
          fallback={() => still}
        >
          <Suspense fallback={still}>
            <SwiperSlider {...props} />
          </Suspense>
        </ErrorBoundary>
      ) : (
        still
      )}
    </div>
  );
}
