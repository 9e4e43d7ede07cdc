import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { apiCalls, apiError, apiServer, cart, mockApiServer } from '@shop/api-client/testing';
import { bus } from '@shop/event-bus';
import { cartAnswer, cartLineFixture, holdCart } from '../../testing/cart-testing';
import { collectEvents } from '../../testing/popup-testing';
import { renderWithShop } from '@shop/ui/testing';
import { checkoutAnalyticsCart } from '../checkout/checkout-analytics-cart';
import { resetFirstViewForTests } from './api/cart-query';
import { CartPage } from './cart-page';

const preloadRemoteComponent = jest.fn();
jest.mock('@shop/ui', () => ({
  ...jest.requireActual<object>('@shop/ui'),
  // The federated slider is the catalog's; here only its place and what it is told are checked.
  RemoteComponent: ({ props }: { props: object }) => (
    <div data-testid="bestsellers-slot" data-props={JSON.stringify(props)} />
  ),
  preloadRemoteComponent: (...args: unknown[]) => preloadRemoteComponent(...args),
}));

mockApiServer();

/**
 * The document was opened at this address, so the edge preloaded GET /cart with it (ADR 41);
 * jsdom's performance has no entries at all.
 */
function openedOnTheCart() {
  resetFirstViewForTests();
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: (type: string) => (type === 'navigation' ? [{ name: window.location.href }] : []),
  });
}

afterEach(() => {
  delete (performance as Partial<Performance>).getEntriesByType;
});

beforeEach(() => {
  bus.set('user', { isAuth: false });
  bus.emit('cart:changed', { totalProducts: 0, source: 'shell' });
  window.localStorage.clear();
  preloadRemoteComponent.mockClear();
});

describe('CartPage', () => {
  it('shows the lines and totals, and a quantity change updates totals and the header counter', async () => {
    const server = holdCart();
    const counter = collectEvents('cart:changed');
    renderWithShop(<CartPage />);
    const first = await server.calculate.next();
    act(() => first.answer(cartAnswer([cartLineFixture()])));

    expect(await screen.findByRole('link', { name: 'Серьги «Капля»' })).toHaveAttribute(
      'href',
      '/jewelry/1',
    );
    expect(screen.getByTestId('cart-final-sum')).toHaveTextContent('10 500');
    expect(screen.getByText(/Цена без скидки/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Увеличить количество: Серьги «Капля»' }));
    const increase = await server.change.next();
    expect(increase.params.action).toBe('increase');
    expect(increase.body).toMatchObject({ id: '101' });
    act(() => increase.answer(cartAnswer([cartLineFixture({ quantity: 2 })])));
    await waitFor(() => expect(screen.getByTestId('cart-final-sum')).toHaveTextContent('20 500'));
    expect(counter.events.map((e) => e.totalProducts)).toEqual([1, 2]);
    counter.stop();
  });

  it('takes a gift certificate out of the cart with its own remove button', async () => {
    const server = holdCart();
    renderWithShop(<CartPage />);
    const first = await server.calculate.next();
    const deposit = { amount: 5000, designId: 1, sendDate: null };
    act(() =>
      first.answer(
        cartAnswer([cartLineFixture()], {
          deposits: [deposit, { ...deposit, amount: 3000 }],
          totalProducts: 3,
        }),
      ),
    );
    const remove = await screen.findByRole('button', {
      name: /Удалить из корзины: Подарочный сертификат 3\s000/,
    });
    fireEvent.click(remove);
    const removal = await server.change.next();
    expect(removal.params.action).toBe('remove-deposit');
    expect(removal.body).toMatchObject({ index: 1 });
    act(() =>
      removal.answer(cartAnswer([cartLineFixture()], { deposits: [deposit], totalProducts: 2 })),
    );
    await waitFor(() => expect(screen.getAllByTestId('cart-deposit')).toHaveLength(1));
  });

  it('a calculation started by a newer change wins over the older one', async () => {
    const server = holdCart();
    bus.set('user', { isAuth: true, phone: '+79990000000' });
    renderWithShop(<CartPage />);
    const withBonuses = cartAnswer([cartLineFixture()], {
      bonuses: { balance: 1000, available: 1000, spent: 0 },
    });
    const first = await server.calculate.next();
    act(() => first.answer(withBonuses));

    fireEvent.click(await screen.findByRole('checkbox', { name: /Списать бонусы/ }));
    const older = await server.calculate.next();
    fireEvent.click(screen.getByRole('checkbox', { name: /Списать бонусы/ }));
    await waitFor(() => expect(older.signal.aborted).toBe(true));
    const newer = await server.calculate.next();
    act(() => newer.answer(cartAnswer([cartLineFixture({ quantity: 3 })], withBonuses.cartData)));
    await waitFor(() => expect(screen.getByTestId('cart-final-sum')).toHaveTextContent('10 500'));
  });

  it('shows the server text for an unknown promo code and the catalogued one for an empty field', async () => {
    const server = holdCart();
    renderWithShop(<CartPage />);
    const first = await server.calculate.next();
    act(() => first.answer(cartAnswer([cartLineFixture()])));

    const apply = (await screen.findAllByRole('button', { name: 'Применить' }))[0]!;
    fireEvent.click(apply);
    expect(await screen.findByText('Введите промокод')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('textbox', { name: 'Промокод' }), {
      target: { value: 'NOPE' },
    });
    fireEvent.click(apply);
    const call = await server.change.next();
    expect(call.params.action).toBe('add-promocode');
    act(() =>
      call.answer({
        ...cartAnswer([cartLineFixture()]),
        result: false,
        error: 'Промокод не найден',
        code: 'promocode_not_found',
      }),
    );
    expect(await screen.findByText('Промокод не найден')).toBeInTheDocument();
  });

  it('a certificate code entered again is refused as a certificate, not as a promo code', async () => {
    const server = holdCart();
    renderWithShop(<CartPage />);
    const first = await server.calculate.next();
    act(() =>
      first.answer(
        cartAnswer([cartLineFixture()], {
          certificates: [{ code: 'GIFT-2024', amount: 3000, currency: 'RUB' }],
        }),
      ),
    );

    fireEvent.change(await screen.findByRole('textbox', { name: 'Код сертификата' }), {
      target: { value: 'gift-2024' },
    });
    fireEvent.click((await screen.findAllByRole('button', { name: 'Применить' }))[1]!);
    expect(await screen.findByText('Сертификат уже применён')).toBeInTheDocument();
    expect(screen.queryByText('Промокод уже применён')).not.toBeInTheDocument();
  });

  it('an empty cart shows the way to the catalogue and the bestsellers', async () => {
    const server = holdCart();
    renderWithShop(<CartPage />);
    const first = await server.calculate.next();
    act(() => first.answer(cartAnswer([])));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'В корзине пока пусто' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти в каталог' })).toBeInTheDocument();
    // The slider is in the first screen, and its first photos are the page's largest paint.
    expect(screen.getByTestId('bestsellers-slot')).toHaveAttribute(
      'data-props',
      JSON.stringify({ priorityPhotos: 2 }),
    );
  });

  it("fetches the first screen's line photos at once, the first one first, and the rest when near", async () => {
    const server = holdCart();
    renderWithShop(<CartPage />);
    const first = await server.calculate.next();
    const lines = [1, 2, 3].map((n) =>
      cartLineFixture({ id: `10${n}`, name: `Кольцо ${n}`, photo: `/media/p${n}.webp` }),
    );
    act(() => first.answer(cartAnswer(lines)));
    await screen.findByRole('link', { name: 'Кольцо 3' });
    const photos = screen
      .getAllByTestId('cart-line')
      .map((line) => line.querySelector('img') as HTMLImageElement);
    expect(photos.map((photo) => photo.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'lazy',
    ]);
    expect(photos.map((photo) => photo.getAttribute('fetchpriority'))).toEqual([
      'high',
      'auto',
      null,
    ]);
  });

  it("loads the empty cart's bestsellers while the cart is asked for, unless the header counts products", async () => {
    const server = holdCart();
    const { unmount } = renderWithShop(<CartPage />);
    const first = await server.calculate.next();
    // Before the answer: the bestsellers' code is already on its way.
    expect(preloadRemoteComponent).toHaveBeenCalledWith('catalog', './BestsellersSlider');
    act(() => first.answer(cartAnswer([cartLineFixture()])));
    unmount();

    preloadRemoteComponent.mockClear();
    bus.emit('cart:changed', { totalProducts: 2, source: 'shell' });
    renderWithShop(<CartPage />);
    const second = await server.calculate.next();
    act(() => second.answer(cartAnswer([cartLineFixture()])));
    await screen.findByTestId('cart-final-sum');
    expect(preloadRemoteComponent).not.toHaveBeenCalled();
  });

  it('opened on its own page, shows its preloaded first view before the calculation answers, once', async () => {
    openedOnTheCart();
    apiServer.use(cart.firstView(cartAnswer([cartLineFixture()])));
    const server = holdCart();
    const counter = collectEvents('cart:changed');
    const { unmount } = renderWithShop(<CartPage />);
    const first = await server.calculate.next();
    // Still calculating: the first view is on screen, and the header is not told about it.
    expect(await screen.findByRole('link', { name: 'Серьги «Капля»' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-final-sum')).toHaveTextContent('10 500');
    expect(counter.events).toEqual([]);
    // It has products: the empty cart's bestsellers are not loaded.
    expect(preloadRemoteComponent).not.toHaveBeenCalled();
    // A checkout started now reports the cart on screen (checkout analytics).
    expect(checkoutAnalyticsCart()).toMatchObject({ currency: 'RUB', value: 10500 });
    act(() => first.answer(cartAnswer([cartLineFixture({ quantity: 2 })])));
    await waitFor(() => expect(screen.getByTestId('cart-final-sum')).toHaveTextContent('20 500'));
    expect(counter.events.map((e) => e.totalProducts)).toEqual([2]);
    unmount();

    // The cart shown again in the same document asks only its calculation.
    renderWithShop(<CartPage />);
    const again = await server.calculate.next();
    act(() => again.answer(cartAnswer([])));
    await screen.findByRole('heading', { level: 1, name: 'В корзине пока пусто' });
    expect(apiCalls('GET /cart')).toHaveLength(1);
    counter.stop();
  });

  it('opened on its own page with an empty first view, loads the bestsellers before the calculation answers', async () => {
    openedOnTheCart();
    apiServer.use(cart.firstView(cartAnswer([])));
    const server = holdCart();
    renderWithShop(<CartPage />);
    await server.calculate.next();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'В корзине пока пусто' }),
    ).toBeInTheDocument();
    expect(preloadRemoteComponent).toHaveBeenCalledWith('catalog', './BestsellersSlider');
  });

  it('a failed load shows the cart error with a retry that loads again', async () => {
    const server = holdCart();
    renderWithShop(<CartPage />);
    const first = await server.calculate.next();
    act(() => first.answer(apiError(500, 'internal_error', 'Сервер недоступен')));
    fireEvent.click(await screen.findByRole('button', { name: 'Повторить' }));
    const retry = await server.calculate.next();
    act(() => retry.answer(cartAnswer([cartLineFixture()])));
    expect(await screen.findByRole('link', { name: 'Серьги «Капля»' })).toBeInTheDocument();
  });

  it('keeps the checkout state in the URL: /cart?step=checkout opens checkout, /cart the cart', async () => {
    const route = (search: string) =>
      bus.set('route', {
        name: 'cart',
        owner: 'cart-checkout',
        layout: 'default',
        pathname: '/cart',
        search,
        params: {},
      });
    const pageState = () => document.querySelector('[data-page-state]');
    route('?step=checkout');
    const server = holdCart();
    renderWithShop(<CartPage />);
    const first = await server.calculate.next();
    act(() => first.answer(cartAnswer([cartLineFixture()])));
    await waitFor(() => expect(pageState()).toHaveAttribute('data-page-state', 'checkout'));
    // The browser's back button: the shell publishes /cart again.
    act(() => route(''));
    await waitFor(() => expect(pageState()).toHaveAttribute('data-page-state', 'cart'));
    fireEvent.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    expect(window.location.search).toBe('?step=checkout');
    expect(pageState()).toHaveAttribute('data-page-state', 'checkout');
  });
});
