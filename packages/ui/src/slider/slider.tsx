import { useCallback, useEffect, useRef, useState } from 'react';
import { DESKTOP_SLIDER_GROUP_SIZE } from '@shop/storefront';
import { SliderFrame, type SliderProps } from './slider-frame';
import styles from './slider.module.css';

export type { SliderProps } from './slider-frame';

/** Whether the list is scrolled to its first and its last slide. */
function edgesOf(list: HTMLElement) {
  return {
    start: list.scrollLeft <= 1,
    end: list.scrollLeft + list.clientWidth >= list.scrollWidth - 1,
  };
}

/**
 * A product slider: desktop scrolls in groups of 4, mobile shows 2.3 slides (docs/product/09-constants.md#card-and-sliders).
 * The browser's own horizontal scrolling with snap points: a finger swipes it, the arrows
 * scroll it a view at a time, and Tab reaches each card. It is the same markup on the server
 * and in the browser, and it needs no library: swiper, which it replaced, was 27 KiB gzip on
 * every page with a slider near the first view (ADR 38).
 */
export function Slider<T>({ desktopPerView = DESKTOP_SLIDER_GROUP_SIZE, ...rest }: SliderProps<T>) {
  const { items, renderItem, getKey } = rest;
  const rowRef = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: true, end: items.length <= desktopPerView });
  const measure = useCallback(() => {
    if (rowRef.current) setEdges(edgesOf(rowRef.current));
  }, []);
  useEffect(() => {
    const list = rowRef.current;
    if (!list) return;
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    // The observer's first call comes once the page is laid out: measuring here instead forced
    // a layout of the whole page right after hydration (~50 ms on a phone's CPU, issue #21). A
    // row not laid out yet (content-visibility: auto, far below) is measured when it is shown.
    // A narrower window shows fewer slides: the last one may no longer be in view.
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) measure();
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, [measure, items.length]);
  const scrollByView = (direction: 1 | -1) => {
    const list = rowRef.current;
    list?.scrollBy?.({ left: direction * list.clientWidth, behavior: 'smooth' });
  };
  return (
    <SliderFrame
      {...rest}
      desktopPerView={desktopPerView}
      edges={edges}
      onPrevious={() => scrollByView(-1)}
      onNext={() => scrollByView(1)}
    >
      {/* Slides are groups (as the carousel pattern has them), so the row is not a list. */}
      <div ref={rowRef} className={styles.row} onScroll={measure}>
        {items.map((item, index) => (
          <div
            key={getKey(item, index)}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} / ${items.length}`}
          >
            {renderItem(item, index)}
          </div>
        ))}
      </div>
    </SliderFrame>
  );
}
