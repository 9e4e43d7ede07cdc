import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  apiError,
  apiServer,
  bodiesOf,
  cart,
  favorites,
  mockApiServer,
} from '@shop/api-client/testing';
import { bus, provideModuleLoader } from '@shop/event-bus';
import type { Product, SkuWithGems } from '@shop/types';
import { stopFavoritesSync } from '../../favorites-sync/favorites-store';
import { renderWithShop } from '@shop/ui/testing';
import { WishlistPage } from './wishlist-page';

const sku = (id: number, size: string | null): SkuWithGems =>
  ({ id, size, balances: [{ quantity: 1 }] }) as unknown as SkuWithGems;

const product = (id: number, name: string, skus = [sku(id * 10, null)]) =>
  ({
    id,
    name,
    canBuy: true,
    itemCard: { isShowcase: false },
    skuListWithGems: skus,
  }) as unknown as Product;

mockApiServer();

/** POST /favorites/show answers one page of these products. */
const serve = (products: Product[]) =>
  apiServer.use(
    favorites.show({
      result: { products, favoriteItemIds: [], quantity: products.length, page: 1, pages: 1 },
    }),
  );

function setRoute(search = '') {
  bus.set('route', {
    name: 'wishlist',
    owner: 'favorites',
    layout: 'default',
    pathname: '/wishlist',
    search,
    params: {},
  });
}

describe('WishlistPage', () => {
  beforeEach(() => {
    stopFavoritesSync();
    window.localStorage.clear();
    bus.set('storefront', { storefront: 'en', locale: 'en', currency: 'USD' });
    bus.emit('user:changed', { isAuth: false });
    bus.emit('favorites:changed', { ids: [] });
    bus.emit('popup:close', {});
    setRoute();
    const card = {
      default: ({
        product: p,
        selectable,
        selected,
        onSelectedChange,
      }: {
        product: Product;
        selectable: boolean;
        selected: boolean;
        onSelectedChange: (id: number, on: boolean) => void;
      }) => (
        <article aria-label={p.name}>
          {p.name}
          {selectable && (
            <input
              type="checkbox"
              aria-label={`Select ${p.name}`}
              checked={selected}
              onChange={(event) => onSelectedChange(p.id, event.target.checked)}
            />
          )}
        </article>
      ),
    };
    provideModuleLoader(<T,>() => Promise.resolve(card as T));
  });

  it('shows the empty state with a link to the catalog', () => {
    renderWithShop(<WishlistPage />, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the catalog' })).toHaveAttribute(
      'href',
      '/catalog',
    );
  });

  it('asks for one page of 20 with the sort and in-stock defaults, and the page from the URL', async () => {
    serve([product(7, 'Pearl ring')]);
    setRoute('?page=2&sort=asc');
    renderWithShop(<WishlistPage />, 'ru');
    act(() => bus.emit('favorites:toggle', { productId: 7, active: true, source: 'catalog' }));
    expect(screen.getByTestId('wishlist-count')).toHaveTextContent('1 украшение');
    const list = await screen.findByRole('list', { name: 'Избранные украшения' });
    expect(await within(list).findByRole('article', { name: 'Pearl ring' })).toBeVisible();
    expect(bodiesOf('POST /favorites/show')[0]).toEqual({
      favorites: [7],
      page: 2,
      sort: 'asc',
      inStock: true,
    });
  });

  it('a failed load says so, and "Try again" asks again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serve([product(7, 'Pearl ring')]);
    // The first answer fails (handlers used later come first).
    apiServer.use(favorites.show(apiError(500, 'internal_error'), { once: true }));
    bus.emit('favorites:changed', { ids: [7] });
    renderWithShop(<WishlistPage />, 'en');
    expect(await screen.findByRole('alert')).toHaveTextContent('The wishlist could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Pearl ring' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(bodiesOf('POST /favorites/show')).toHaveLength(2);
  });

  it('removes the selected items (at least one), leaving the rest and the counter', async () => {
    serve([product(1, 'Ring'), product(2, 'Chain'), product(3, 'Earrings')]);
    bus.emit('favorites:changed', { ids: [1, 2, 3] });
    renderWithShop(<WishlistPage />, 'en');
    await screen.findByRole('article', { name: 'Ring' });
    fireEvent.click(screen.getByRole('button', { name: 'Select' }));
    const remove = screen.getByRole('button', { name: 'Remove selected (0)' });
    expect(remove).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Ring' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Chain' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove selected (2)' }));
    });
    expect(bus.get('favorites').ids).toEqual([3]);
    expect(screen.getByTestId('wishlist-count')).toHaveTextContent('1 piece');
    expect(JSON.parse(window.localStorage.getItem('shop:favorites') ?? '{}')).toEqual({
      ids: [3],
      owner: 'guest',
    });
  });

  it("hides a user's removed items at once, before the server list catches up", async () => {
    // The server still answers all three products (a removal on its way).
    serve([product(1, 'Ring'), product(2, 'Chain'), product(3, 'Earrings')]);
    apiServer.use(
      favorites.merge({ result: true, favoriteItemIds: [1, 2, 3] }),
      favorites.removeMany({ result: true, favoriteItemIds: [3] }),
    );
    bus.emit('favorites:changed', { ids: [1, 2, 3] });
    bus.emit('user:changed', { isAuth: true });
    renderWithShop(<WishlistPage />, 'en');
    await screen.findByRole('article', { name: 'Ring' });
    fireEvent.click(screen.getByRole('button', { name: 'Select' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Ring' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Chain' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove selected (2)' }));
    });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('article', { name: 'Earrings' })).toBeVisible();
  });

  it('adds the selected one-size pieces to the cart and asks the size of a ring', async () => {
    const ring = product(5, 'Size ring', [sku(51, '16'), sku(52, '17')]);
    serve([product(4, 'Pendant'), ring]);
    apiServer.use(
      favorites.items({ item_ids: [4] }),
      cart.add({
        result: true,
        cartData: {
          totalProducts: 2,
          currency: 'RUB',
          products: {
            '40': {
              productId: 4,
              skuId: 40,
              name: 'Pendant',
              designer: 'Anna',
              category: 'Pendants',
              price: { initial: 900, final: 900, currency: 'RUB' },
              quantity: 1,
            },
          },
        },
      } as never),
    );
    const carts: number[] = [];
    const subscription = bus.on('cart:changed').subscribe((e) => carts.push(e.totalProducts));
    const analytics: unknown[] = [];
    const changes = bus.on('analytics:cart-change').subscribe((e) => analytics.push(e));
    bus.emit('favorites:changed', { ids: [4, 5] });
    renderWithShop(<WishlistPage />, 'en');
    await screen.findByRole('article', { name: 'Pendant' });
    fireEvent.click(screen.getByRole('button', { name: 'Select' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Pendant' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Size ring' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add selected to cart' }));
    });
    await waitFor(() => expect(carts).toEqual([2]));
    expect(bodiesOf('POST /favorites/items')).toEqual([{ sku_ids: [40] }]);
    expect(bodiesOf('POST /cart/add')).toEqual([
      expect.objectContaining({ product_id: 4, sku_id: 40 }),
    ]);
    expect(screen.getByText('Added to cart: Pendant')).toBeVisible();
    expect(analytics).toEqual([
      {
        currency: 'RUB',
        added: [
          {
            id: 4,
            name: 'Pendant',
            designer: 'Anna',
            category: 'Pendants',
            price: 900,
            quantity: 1,
          },
        ],
        removed: [],
      },
    ]);
    changes.unsubscribe();
    expect(screen.getByText('Choose a size for: Size ring')).toBeVisible();
    expect(bus.get('popup').open).toEqual([
      {
        key: 'ring-size',
        props: {
          productId: 5,
          addToCart: { productName: 'Size ring', skus: ring.skuListWithGems },
        },
      },
    ]);
    subscription.unsubscribe();
  });

  it('offers a retry when the products cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    apiServer.use(favorites.show(apiError(500, 'X', 'down')));
    bus.emit('favorites:changed', { ids: [3] });
    renderWithShop(<WishlistPage />, 'en');
    expect(await screen.findByRole('alert')).toHaveTextContent('The wishlist could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
