import { act, screen, within } from '@testing-library/react';
import { bus, provideModuleLoader } from '@shop/event-bus';
import type { Product } from '@shop/types';
import { renderInRemote } from '../../../testing/render';
import { WishlistPage } from './wishlist-page';

const product = (id: number, name: string) => ({ id, name }) as unknown as Product;

function answer(body: unknown, status = 200) {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

// The client keeps the fetch it was created with, so the mock is installed once for the file.
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
globalThis.fetch = fetchMock as unknown as typeof fetch;

describe('WishlistPage', () => {
  beforeEach(() => {
    bus.set('storefront', { storefront: 'en', locale: 'en', currency: 'USD' });
    bus.emit('favorites:changed', { ids: [] });
    const card = {
      default: ({ product: p }: { product: Product }) => (
        <article aria-label={p.name}>{p.name}</article>
      ),
    };
    provideModuleLoader(<T,>() => Promise.resolve(card as T));
  });

  it('shows the empty state with a link to the catalog', () => {
    renderInRemote(<WishlistPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the catalog' })).toHaveAttribute(
      'href',
      '/catalog',
    );
  });

  it('lists the products behind the ids on the bus with the catalog card, and follows changes', async () => {
    fetchMock.mockImplementation(() =>
      answer({ result: { products: [product(7, 'Pearl ring')], favoriteItemIds: [7] } }),
    );
    renderInRemote(<WishlistPage />, 'ru');
    act(() => bus.emit('favorites:toggle', { productId: 7, active: true, source: 'catalog' }));
    expect(screen.getByTestId('wishlist-count')).toHaveTextContent('1 украшение');
    const list = await screen.findByRole('list', { name: 'Избранные украшения' });
    expect(await within(list).findByRole('article', { name: 'Pearl ring' })).toBeVisible();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/favorites/show');
    expect(JSON.parse(String(init?.body))).toEqual({ favorites: [7], inStock: false });
  });

  it('offers a retry when the products cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementation(() => answer({ error: { code: 'X', message: 'down' } }, 500));
    bus.emit('favorites:changed', { ids: [3] });
    renderInRemote(<WishlistPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The wishlist could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
