import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { bus } from '@shop/event-bus';
import type { Product } from '@shop/types';
import {
  apiError,
  apiServer,
  bodiesOf,
  catalog,
  mockApiServer,
  reply,
} from '@shop/api-client/testing';
import { productFixture } from '../../../testing/product-fixture';
import { resetBus } from '../../../testing/render';
import { renderWithShop, setRoute } from '@shop/ui/testing';
import { Root } from '../../../root';

function listingAnswer(products: Product[], quantity: number) {
  return {
    result: {
      quantity,
      products,
      limit: 48,
      offset: 0,
      title: 'Кольца',
      filters: {
        designers: [{ id: 'lumiere', name: 'Lumière', count: 3 }],
        categories: [],
        tags: [],
        price: { min: 900, max: 90000 },
      },
    },
  };
}

mockApiServer();

describe('ListingPage', () => {
  beforeEach(() => {
    resetBus();
    window.history.replaceState(null, '', '/');
  });

  it('loads page 2 of /catalog/rings with offset 48, shows the total and links pages through the URL', async () => {
    apiServer.use(
      catalog.show(
        listingAnswer(
          [
            productFixture({ id: 1, name: 'Ring one' }),
            productFixture({ id: 2, name: 'Ring two' }),
          ],
          120,
        ),
      ),
    );
    setRoute('/catalog/rings?page=2');
    renderWithShop(<Root />, 'ru');
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Кольца' })).toBeInTheDocument();
    expect(bodiesOf('POST /catalog/show')[0]).toEqual({ url: '/rings', limit: 48, offset: 48 });
    expect(screen.getByTestId('listing-quantity')).toHaveTextContent('120 товаров');
    expect(screen.getByRole('link', { name: 'Страница 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Страница 3' })).toHaveAttribute(
      'href',
      '/catalog/rings?page=3',
    );
    expect(screen.getByRole('link', { name: 'Предыдущая страница' })).toHaveAttribute(
      'href',
      '/catalog/rings',
    );
    expect(screen.getAllByTestId('product-card')).toHaveLength(2);
  });

  it('refetches when the route (back/forward) changes the page', async () => {
    apiServer.use(catalog.show(listingAnswer([productFixture()], 100)));
    setRoute('/catalog?page=3');
    renderWithShop(<Root />, 'en');
    await screen.findAllByTestId('product-card');
    act(() => setRoute('/catalog'));
    await waitFor(() =>
      expect(bodiesOf('POST /catalog/show').map((b) => (b as { offset: number }).offset)).toEqual([
        96, 0,
      ]),
    );
  });

  it('navigates with the sort in the URL, back to page 1', async () => {
    apiServer.use(catalog.show(listingAnswer([productFixture()], 100)));
    setRoute('/catalog/new?page=2');
    renderWithShop(<Root />, 'en');
    await screen.findAllByTestId('product-card');
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), {
      target: { value: 'price_asc' },
    });
    expect(window.location.pathname + window.location.search).toBe('/catalog/new?sort=price_asc');
  });

  it('uses the storefront minimum price when only the upper bound is set', async () => {
    apiServer.use(catalog.show(listingAnswer([productFixture()], 1)));
    setRoute('/catalog');
    renderWithShop(<Root />, 'en');
    await screen.findAllByTestId('product-card');
    expect(screen.getByRole('spinbutton', { name: 'Price from' })).toHaveAttribute(
      'placeholder',
      '20',
    );
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Price to' }), {
      target: { value: '500' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(window.location.search).toBe('?price_from=20&price_to=500');
  });

  it('shows an empty state, and an error state whose retry reloads', async () => {
    let fail = true;
    apiServer.use(catalog.show(() => (fail ? reply(500, {}) : listingAnswer([], 0))));
    setRoute('/jewelry');
    renderWithShop(<Root />, 'en');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
  });

  it('shows not found with bestsellers for an unknown listing', async () => {
    apiServer.use(
      catalog.show(apiError(404, 'not_found', 'Not found')),
      catalog.bestsellers({ bestsellers: [productFixture({ id: 9, name: 'Best ring' })] }),
    );
    setRoute('/catalog/unknown-thing');
    renderWithShop(<Root />, 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Best ring' })).toBeInTheDocument();
  });

  it('emits nothing on the bus for page loads (the shell owns page views)', async () => {
    const seen: unknown[] = [];
    const sub = bus.on('analytics:page-view').subscribe((e) => seen.push(e));
    apiServer.use(catalog.show(listingAnswer([productFixture()], 1)));
    setRoute('/catalog');
    renderWithShop(<Root />, 'en');
    await screen.findAllByTestId('product-card');
    expect(seen).toEqual([]);
    sub.unsubscribe();
  });
});
