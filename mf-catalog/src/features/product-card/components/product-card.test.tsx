import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { bus } from '@shop/event-bus';
import type { BusEvents } from '@shop/types';
import { price, productFixture } from '../../../testing/product-fixture';
import { apiCalls, apiServer, bodiesOf, cart, mockApiServer } from '@shop/api-client/testing';
import { resetBus } from '../../../testing/render';
import { renderWithShop } from '@shop/ui/testing';
import { ProductCard } from './product-card';

mockApiServer();

describe('ProductCard', () => {
  beforeEach(() => resetBus());

  it('shows 2 tags, the new tag linking to /catalog/new, designer, name and discounted price', () => {
    renderWithShop(<ProductCard product={productFixture()} />, 'ru');
    const card = screen.getByRole('article', { name: 'Aurora ring' });
    expect(card).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New' })).toHaveAttribute('href', '/catalog/new');
    expect(screen.getByText('Sale')).toBeInTheDocument();
    expect(screen.queryByText('Gift idea')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lumière' })).toHaveAttribute(
      'href',
      '/designers/lumiere',
    );
    expect(screen.getByRole('link', { name: 'Aurora ring' })).toHaveAttribute(
      'href',
      '/jewelry/101',
    );
    expect(screen.getByTestId('price')).toHaveTextContent(/10\s000\s₽/);
    expect(screen.getByLabelText('Скидка 20%')).toBeInTheDocument();
  });

  it("fetches a first card's photo eagerly at high priority, the others lazily", () => {
    const { container } = renderWithShop(
      <>
        <ProductCard product={productFixture({ id: 1 })} priority />
        <ProductCard product={productFixture({ id: 2 })} />
      </>,
      'ru',
    );
    const [first, other] = Array.from(container.querySelectorAll('img[width]'));
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(other).toHaveAttribute('fetchpriority', 'auto');
    expect(other).toHaveAttribute('loading', 'lazy');
  });

  it('shows the not-available text when there is no price', () => {
    renderWithShop(<ProductCard product={productFixture({ price: price(null, null) })} />, 'en');
    expect(screen.getByTestId('price-unavailable')).toHaveTextContent('Not available');
  });

  it('formats prices in dollars on the English storefront', () => {
    renderWithShop(
      <ProductCard product={productFixture({ price: price(125, 125, 'USD') })} />,
      'en',
    );
    expect(screen.getByTestId('price')).toHaveTextContent('$125');
  });

  it('toggles the wishlist through the bus and reads its state from bus state', () => {
    const seen: BusEvents['favorites:toggle'][] = [];
    const sub = bus.on('favorites:toggle').subscribe((e) => seen.push(e));
    renderWithShop(<ProductCard product={productFixture()} />, 'en');
    const button = screen.getByRole('button', { name: 'Add “Aurora ring” to wishlist' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);
    expect(seen).toEqual([
      {
        productId: 101,
        active: true,
        source: 'catalog',
        // For analytics (GA4 add_to_wishlist).
        product: {
          id: 101,
          name: 'Aurora ring',
          price: 10000,
          quantity: 1,
          designer: 'Lumière',
          category: 'Rings',
        },
        currency: 'RUB',
      },
    ]);
    expect(
      screen.getByRole('button', { name: 'Remove “Aurora ring” from wishlist' }),
    ).toHaveAttribute('aria-pressed', 'true');
    sub.unsubscribe();
  });

  it('shows 3 colour variants with +N', () => {
    const variants = ['Yellow', 'White', 'Rose', 'Silver', 'Black'].map((name, i) => ({
      id: 200 + i,
      size: null,
      mainGemWeight: null,
      name,
      picture: null,
      color: '#ccc',
      value: name,
      url: `/jewelry/${200 + i}`,
    }));
    renderWithShop(
      <ProductCard
        product={productFixture({ modifications: [{ name: 'Metal', type: 'color', variants }] })}
      />,
      'en',
    );
    expect(screen.getByRole('link', { name: 'Metal: Rose' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Metal: Silver' })).not.toBeInTheDocument();
    expect(screen.getByText('+2')).toBeInTheDocument();
  });

  describe('favorites mode', () => {
    it('asks for the size of a sized product in the ring-size popup instead of adding', () => {
      renderWithShop(<ProductCard product={productFixture()} mode="favorites" />, 'en');
      fireEvent.click(screen.getByRole('button', { name: 'Add to cart “Aurora ring”' }));
      const [open] = bus.get('popup').open;
      expect(open?.key).toBe('ring-size');
      expect(open?.props).toMatchObject({
        productId: 101,
        addToCart: { productName: 'Aurora ring', skus: [{ id: 5001 }, { id: 5002 }] },
      });
      expect(apiCalls()).toEqual([]);
    });

    it('adds a one-size product to cart through the API with its SKU and emits cart:changed', async () => {
      apiServer.use(
        cart.add({
          result: true,
          cartData: { totalProducts: 3, currency: 'RUB', products: {} },
        } as never),
      );
      const seen: number[] = [];
      const sub = bus.on('cart:changed').subscribe((e) => seen.push(e.totalProducts));
      const oneSize = productFixture();
      oneSize.skuListWithGems = oneSize.skuListWithGems.slice(0, 1);
      renderWithShop(<ProductCard product={oneSize} mode="favorites" selectable />, 'en');
      expect(screen.getByRole('checkbox', { name: 'Select “Aurora ring”' })).toBeInTheDocument();
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Add to cart “Aurora ring”' }));
      });
      await waitFor(() => expect(seen).toEqual([3]));
      expect(bodiesOf('POST /cart/add')).toEqual([
        expect.objectContaining({ product_id: 101, sku_id: 5001 }),
      ]);
      sub.unsubscribe();
    });

    it('shows a disabled not-available button when the product cannot be bought', () => {
      renderWithShop(
        <ProductCard product={productFixture({ is_archive: true })} mode="favorites" />,
        'en',
      );
      expect(screen.getByRole('button', { name: 'Not available' })).toBeDisabled();
    });

    it('gives showcase items no button', () => {
      renderWithShop(
        <ProductCard
          product={productFixture({
            itemCard: { cardClass: 'x', isShowcase: true, showcaseDesigner: null },
          })}
          mode="favorites"
        />,
        'en',
      );
      expect(screen.queryByRole('button', { name: /cart|available/i })).not.toBeInTheDocument();
    });
  });
});
