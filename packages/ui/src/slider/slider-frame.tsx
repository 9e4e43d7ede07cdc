import type { CSSProperties, Key, ReactNode } from 'react';
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

export type SliderInnerProps<T> = SliderProps<T> & { desktopPerView: number };

interface SliderFrameProps<T> extends SliderInnerProps<T> {
  edges: { start: boolean; end: boolean };
  onPrevious: () => void;
  onNext: () => void;
  children: ReactNode;
}

/** The carousel region with its arrows. */
export function SliderFrame<T>({
  label,
  previousLabel,
  nextLabel,
  desktopPerView,
  className,
  edges,
  onPrevious,
  onNext,
  children,
}: SliderFrameProps<T>) {
  const tabletPerView = Math.max(2, desktopPerView - 1);
  const layout = {
    '--slider-desktop-per-view': desktopPerView,
    '--slider-tablet-per-view': tabletPerView,
  } as CSSProperties;
  const arrows = [
    { symbol: '‹', label: previousLabel, disabled: edges.start, onClick: onPrevious },
    { symbol: '›', label: nextLabel, disabled: edges.end, onClick: onNext },
  ];
  return (
    <section
      className={`${styles.slider} ${className ?? ''}`}
      style={layout}
      aria-roledescription="carousel"
      aria-label={label}
    >
      <div className={styles.nav}>
        {arrows.map((arrow) => (
          <button
            key={arrow.symbol}
            type="button"
            className={styles.navButton}
            aria-label={arrow.label}
            disabled={arrow.disabled}
            onClick={arrow.onClick}
          >
            {arrow.symbol}
          </button>
        ))}
      </div>
      {children}
    </section>
  );
}
