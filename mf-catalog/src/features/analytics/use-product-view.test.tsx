import { render } from '@testing-library/react';
import { bus } from '@shop/event-bus';
import type { ListingProduct } from '@shop/types';
import { productFixture } from '../../testing/product-fixture';
import { setRoute } from '@shop/ui/testing';
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

function Card({ id, product }: { id: number; product?: ListingProduct }) {
  const ref = useProductView<HTMLDivElement>(id, 'catalog', 3, product);
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

  it("carries the card's product and its currency for analytics", () => {
    setRoute('/catalog?page=10');
    const seen: unknown[] = [];
    const sub = bus.on('analytics:product-view').subscribe((e) => seen.push(e));
    render(<Card id={101} product={productFixture()} />);
    observers[0]?.callback([{ isIntersecting: true, intersectionRatio: 1 }]);
    expect(seen).toEqual([
      {
        productId: 101,
        list: 'catalog',
        position: 3,
        product: expect.objectContaining({ id: 101, name: 'Aurora ring', price: 10000 }),
        currency: 'RUB',
      },
    ]);
    sub.unsubscribe();
  });

  it('counts a card once per page, again on another page', () => {
    expect(markViewed('/a', 'l', 1)).toBe(true);
    expect(markViewed('/a', 'l', 1)).toBe(false);
    expect(markViewed('/b', 'l', 1)).toBe(true);
  });
});
