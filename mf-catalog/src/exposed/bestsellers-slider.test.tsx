import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { apiCalls, catalog, mockApiServer } from '@shop/api-client/testing';
import { resetQueryClient } from '@shop/data';
import { bus } from '@shop/event-bus';
import { productFixture } from '../testing/product-fixture';

mockApiServer(
  catalog.bestsellers({
    bestsellers: [
      productFixture({ id: 6, name: 'Best ring' }),
      productFixture({ id: 7, name: 'Second ring' }),
      productFixture({ id: 8, name: 'Third ring' }),
    ],
  }),
);

describe("the exposed './BestsellersSlider'", () => {
  it('asks for the bestsellers with its code, so its first render has them', async () => {
    resetQueryClient();
    bus.set('storefront', { storefront: 'en', locale: 'en', currency: 'USD' });
    // Evaluated here, the first time this file imports it.
    const Exposed: ComponentType = (await import('./bestsellers-slider')).default;
    // Asked before anything rendered it.
    expect(apiCalls().map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /pd/frontend/bestsellers',
    ]);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    render(<Exposed />);
    // Its first render: the products, no skeleton and no second request.
    expect(screen.getByText('Best ring')).toBeInTheDocument();
    expect(apiCalls()).toHaveLength(1);
  });

  it('fetches the photos of the first cards it is told to at once, at high priority, the rest when near', async () => {
    const Exposed: ComponentType<{ priorityPhotos?: number }> = (
      await import('./bestsellers-slider')
    ).default;
    const mainPhotos = async () =>
      (await screen.findAllByTestId('product-card')).map(
        (card) => card.querySelector('img') as HTMLImageElement,
      );
    const { unmount } = render(<Exposed priorityPhotos={2} />);
    expect((await mainPhotos()).map((photo) => photo.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'lazy',
    ]);
    expect((await mainPhotos()).map((photo) => photo.getAttribute('fetchpriority'))).toEqual([
      'high',
      'high',
      'auto',
    ]);
    unmount();
    // Elsewhere (the not-found page) it is told nothing: every photo waits until it is near.
    render(<Exposed />);
    expect((await mainPhotos()).map((photo) => photo.getAttribute('loading'))).toEqual([
      'lazy',
      'lazy',
      'lazy',
    ]);
  });
});
