import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@shop/event-bus';
import { price, productFixture } from '../../../testing/product-fixture';
import type { Product } from '@shop/types';
import {
  apiError,
  apiServer,
  bodiesOf,
  cart,
  catalog,
  mockApiServer,
} from '@shop/api-client/testing';
import { resetBus } from '../../../testing/render';
import { renderWithShop, setRoute } from '@shop/ui/testing';
import { Root } from '../../../root';

mockApiServer(catalog.bestsellers({ bestsellers: [] }));

/** GET /jewelry/:id answers these products by id, any other id is not found. */
const products = (byId: Record<string, Product>) =>
  catalog.product(({ params }) => {
    const product = byId[String(params.id)];
    return product ? { product } : apiError(404, 'not_found', 'Not found');
  });

describe('ProductPage', () => {
  beforeEach(() => resetBus());
  afterEach(() =>
    document.head.querySelectorAll('script[type="application/ld+json"]').forEach((s) => s.remove()),
  );

  it('asks for a size, then adds the chosen SKU and emits cart:changed and analytics', async () => {
    const line = {
      id: '5001',
      productId: 101,
      skuId: 5001,
      name: 'Aurora ring',
      designer: 'Lumière',
      category: 'Rings',
      price: { initial: 12000, final: 10000, currency: 'RUB' },
      quantity: 1,
    };
    apiServer.use(
      products({ 101: productFixture() }),
      cart.add({
        result: true,
        cartData: { totalProducts: 1, currency: 'RUB', products: { '5001': line } },
      } as never),
    );
    const counts: number[] = [];
    const sub = bus.on('cart:changed').subscribe((e) => counts.push(e.totalProducts));
    const analytics: unknown[] = [];
    const views = bus.on('analytics:view-item').subscribe((e) => analytics.push(e));
    const changes = bus.on('analytics:cart-change').subscribe((e) => analytics.push(e));
    setRoute('/jewelry/101');
    renderWithShop(<Root />, 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aurora ring' }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a size');
    expect(screen.getByRole('radio', { name: 'Size 17, out of stock' })).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: 'Size 16' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    });
    await waitFor(() => expect(counts).toEqual([1]));
    expect(bodiesOf('POST /cart/add')).toEqual([{ product_id: 101, sku_id: 5001, quantity: 1 }]);
    expect(await screen.findByTestId('added-to-cart')).toHaveTextContent('Added to cart');
    expect(screen.getByRole('link', { name: 'Go to cart' })).toHaveAttribute('href', '/cart');
    // Analytics: the page was seen once, then the SKU's line went into the cart.
    const ring = {
      id: 101,
      name: 'Aurora ring',
      designer: 'Lumière',
      category: 'Rings',
      quantity: 1,
    };
    expect(analytics).toEqual([
      { product: expect.objectContaining(ring), currency: 'RUB' },
      { currency: 'RUB', added: [{ ...ring, price: 10000 }], removed: [] },
    ]);
    sub.unsubscribe();
    views.unsubscribe();
    changes.unsubscribe();
  });

  it('shows the not-available button and text for a product without a price', async () => {
    apiServer.use(products({ 7: productFixture({ id: 7, price: price(null, null) }) }));
    setRoute('/jewelry/7');
    renderWithShop(<Root />, 'ru');
    expect(await screen.findByTestId('not-available')).toBeDisabled();
    expect(screen.getByTestId('price-unavailable')).toHaveTextContent('Нет в наличии');
  });

  it('writes JSON-LD Product data and opens popups through the popup bus', async () => {
    apiServer.use(
      products({
        101: productFixture({
          dolyamePaymentInfo: { available: true, partsCount: 4, partAmount: 2500, currency: 'RUB' },
          paymentRestrictionMessages: ['Only card payment'],
        }),
      }),
    );
    setRoute('/jewelry/101');
    renderWithShop(<Root />, 'ru');
    await screen.findByRole('heading', { level: 1, name: 'Aurora ring' });
    const ld = JSON.parse(
      document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    );
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Aurora ring',
      offers: { priceCurrency: 'RUB', price: 10000 },
    });
    expect(screen.getByTestId('payment-restrictions')).toHaveTextContent('Only card payment');
    fireEvent.click(screen.getByRole('button', { name: 'Как узнать размер' }));
    fireEvent.click(screen.getByRole('button', { name: 'Уход' }));
    fireEvent.click(screen.getByRole('button', { name: 'Подробнее об оплате долями' }));
    fireEvent.click(screen.getByRole('button', { name: 'Открыть фото 2 из 3' }));
    expect(bus.get('popup').open.map((p) => p.key)).toEqual([
      'ring-size',
      'services',
      'installment-info',
      'product-gallery',
    ]);
    expect(bus.get('popup').open[1]?.props).toEqual({ key: 'care', title: 'Уход' });
    expect(bus.get('popup').open[3]?.props).toMatchObject({ productId: 101, startIndex: 1 });
  });

  it('steps through the gallery with its arrows, its thumbnails and the arrow keys', async () => {
    apiServer.use(products({ 101: productFixture() }));
    setRoute('/jewelry/101');
    renderWithShop(<Root />, 'en');
    await screen.findByRole('heading', { level: 1, name: 'Aurora ring' });
    const gallery = screen.getByRole('region', { name: 'Photos' });
    const slides = within(gallery).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 / 3',
      '2 / 3',
      '3 / 3',
    ]);
    const shown = () =>
      within(gallery)
        .getAllByRole('button', { name: /^Photo \d of 3$/ })
        .findIndex((thumb) => thumb.getAttribute('aria-current') === 'true');
    const previous = within(gallery).getByRole('button', { name: 'Previous products' });
    const next = within(gallery).getByRole('button', { name: 'Next products' });
    expect(shown()).toBe(0);
    expect(previous).toBeDisabled();

    fireEvent.click(next);
    expect(shown()).toBe(1);
    fireEvent.click(within(gallery).getByRole('button', { name: 'Photo 3 of 3' }));
    expect(shown()).toBe(2);
    expect(next).toBeDisabled();
    fireEvent.keyDown(previous, { key: 'ArrowLeft' });
    expect(shown()).toBe(1);
    fireEvent.keyDown(previous, { key: 'ArrowRight' });
    expect(shown()).toBe(2);
  });

  it('offers the final-sale terms, a price alert and a stylist for a product in the sale', async () => {
    apiServer.use(products({ 101: productFixture() }));
    setRoute('/jewelry/101');
    renderWithShop(<Root />, 'en');
    await screen.findByRole('heading', { level: 1, name: 'Aurora ring' });
    expect(screen.getByTestId('final-sale')).toHaveTextContent(
      'Final sale: no exchange or return.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Final sale terms' }));
    fireEvent.click(screen.getByRole('button', { name: 'Notify me when the price drops' }));
    fireEvent.click(screen.getByRole('button', { name: 'Stylist consultation' }));
    expect(bus.get('popup').open).toEqual([
      { key: 'final-sale', props: { productId: 101 } },
      { key: 'price-subscription', props: { productId: 101, kind: 'price' } },
      { key: 'stylist-consult', props: { productId: 101 } },
    ]);
  });

  it('offers a back-in-stock alert when a product is out of stock, none when archived', async () => {
    const tags = [{ code: 'new', name: 'Новинка', url: '/catalog/new' }];
    apiServer.use(
      products({
        5: productFixture({ id: 5, tags, maxQuantity: 0 }),
        6: productFixture({ id: 6, tags, is_archive: true }),
      }),
    );
    setRoute('/jewelry/5');
    const { unmount } = renderWithShop(<Root />, 'ru');
    fireEvent.click(await screen.findByRole('button', { name: 'Сообщить о поступлении' }));
    expect(bus.get('popup').open).toEqual([
      { key: 'price-subscription', props: { productId: 5, kind: 'availability' } },
    ]);
    expect(screen.queryByTestId('final-sale')).toBeNull();
    unmount();
    setRoute('/jewelry/6');
    renderWithShop(<Root />, 'ru');
    expect(await screen.findByRole('button', { name: 'Консультация стилиста' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Сообщить/ })).toBeNull();
  });

  it('shows not found for an unknown product', async () => {
    apiServer.use(products({}));
    setRoute('/jewelry/999999');
    renderWithShop(<Root />, 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the catalog' })).toHaveAttribute(
      'href',
      '/catalog',
    );
  });
});
