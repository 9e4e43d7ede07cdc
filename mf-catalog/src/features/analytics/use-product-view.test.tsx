import { render } from '@testing-library/react';
import { bus } from '@shop/event-bus';
import { setRoute } from '../../testing/render';
import { markViewed, useProductView } from './use-product-view';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
const observers: { callback: Callback; options?: IntersectionObserverInit }[] = [];

class FakeObserver {
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    observers.push({ callback, options });
  }
  observe() {}
  disconnect() {}
}

function Card({ id }: { id: number }) {
  const ref = useProductView<HTMLDivElement>(id, 'catalog', 3);
  return <div ref={ref}>card</div>;
}

describe('useProductView', () => {
  beforeEach(() => {
    observers.length = 0;
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeObserver;
  });

  it('emits a product view once when 60% of the card is visible', () => {
    setRoute('/catalog?page=9');
    const seen: unknown[] = [];
    const sub = bus.on('analytics:product-view').subscribe((e) => seen.push(e));
    render(<Card id={42} />);
    expect(observers[0]?.options?.threshold).toBe(0.6);
    observers[0]?.callback([{ isIntersecting: true, intersectionRatio: 0.3 }]);
    expect(seen).toEqual([]);
    observers[0]?.callback([{ isIntersecting: true, intersectionRatio: 0.7 }]);
    observers[0]?.callback([{ isIntersecting: true, intersectionRatio: 0.9 }]);
    expect(seen).toEqual([{ productId: 42, list: 'catalog', position: 3 }]);
    sub.unsubscribe();
  });

  it('counts a card once per page, again on another page', () => {
    expect(markViewed('/a', 'l', 1)).toBe(true);
    expect(markViewed('/a', 'l', 1)).toBe(false);
    expect(markViewed('/b', 'l', 1)).toBe(true);
  });
});
