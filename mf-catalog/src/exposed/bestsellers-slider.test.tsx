import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { apiCalls, catalog, mockApiServer } from '@shop/api-client/testing';
import { resetQueryClient } from '@shop/data';
import { bus } from '@shop/event-bus';
import { productFixture } from '../testing/product-fixture';

mockApiServer(catalog.bestsellers({ bestsellers: [productFixture({ id: 6, name: 'Best ring' })] }));

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
});
