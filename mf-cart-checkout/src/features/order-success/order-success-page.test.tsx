import { screen } from '@testing-library/react';
import { apiCalls, apiError, apiServer, cart, mockApiServer } from '@shop/api-client/testing';
import { bus } from '@shop/event-bus';
import type { OrderSuccessData } from '@shop/types';
import { collectEvents } from '../../testing/popup-testing';
import { resetQueryClient } from '@shop/data';
import { renderWithShop } from '@shop/ui/testing';
import { OrderSuccessPage } from './order-success-page';

const order: OrderSuccessData = {
  id: 1234,
  status: 'paid',
  createdAt: '2026-11-23T07:00:00.000Z',
  currency: 'RUB',
  finalSum: 20500,
  deliveryPrice: 500,
  deliveryMethodId: 1,
  paymentMethodId: 13,
  email: 'buyer@example.com',
  phone: '79991234567',
  lines: [
    {
      productId: 1,
      skuId: 101,
      name: 'Серьги',
      designer: 'Anna',
      quantity: 2,
      price: 10000,
      photo: null,
    },
  ],
  analytics: { orderId: 1234, finalSum: 20500, deliveryPrice: 500, currency: 'RUB', products: [] },
  paymentStatus: 'paid',
  retryUrl: null,
};

const showRoute = (search = '') =>
  bus.set('route', {
    name: 'order-success',
    owner: 'cart-checkout',
    layout: 'default',
    pathname: '/order-success/1234',
    search,
    params: { id: '1234' },
  });

mockApiServer();

beforeEach(() => window.localStorage.clear());

describe('OrderSuccessPage', () => {
  it('shows the order and reports the purchase once, also after a reload', async () => {
    const purchases = collectEvents('analytics:purchase');
    const steps = collectEvents('checkout:step');
    for (let visit = 0; visit < 2; visit += 1) {
      apiServer.use(cart.orderSuccess(order));
      showRoute();
      const view = renderWithShop(<OrderSuccessPage />);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Спасибо! Заказ № 1234 оформлен' }),
      ).toBeInTheDocument();
      expect(screen.getByTestId('order-number')).toHaveTextContent('1234');
      expect(apiCalls().map((call) => call.path)).toEqual(
        Array(visit + 1).fill('/order/success-data/1234'),
      );
      view.unmount();
      // A reload: a new page, with a new query client of its own.
      resetQueryClient();
    }
    expect(purchases.events).toHaveLength(1);
    expect(steps.events).toEqual([{ step: 7 }, { step: 7 }]);
    expect(bus.get('cart').totalProducts).toBe(0);
    purchases.stop();
    steps.stop();
  });

  it('lists the gift certificates the order bought (a certificate order has no other lines)', async () => {
    apiServer.use(
      cart.orderSuccess({
        ...order,
        deliveryPrice: 0,
        finalSum: 8000,
        lines: [],
        giftCertificates: [{ amount: 5000 }, { amount: 3000 }],
      }),
    );
    showRoute();
    renderWithShop(<OrderSuccessPage />);
    const certificates = await screen.findAllByTestId('order-certificate');
    expect(certificates.map((line) => line.textContent?.replace(/\s/g, ' '))).toEqual([
      'Подарочный сертификат5 000 ₽',
      'Подарочный сертификат3 000 ₽',
    ]);
  });

  it("opened from the profile, shows the order without thanks, a purchase report or emptying the header's cart", async () => {
    const purchases = collectEvents('analytics:purchase');
    const steps = collectEvents('checkout:step');
    bus.emit('cart:changed', { totalProducts: 3, source: 'shell' });
    apiServer.use(cart.orderSuccess(order));
    showRoute('?from=profile');
    renderWithShop(<OrderSuccessPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Заказ № 1234' }),
    ).toBeInTheDocument();
    expect(purchases.events).toEqual([]);
    expect(steps.events).toEqual([]);
    expect(bus.get('cart').totalProducts).toBe(3);
    purchases.stop();
    steps.stop();
  });

  it('a failed payment opens the failed-payment popup with the retry URL', async () => {
    apiServer.use(
      cart.orderSuccess(({ params }) =>
        params.id === '1234'
          ? {
              ...order,
              status: 'payment_failed',
              paymentStatus: 'failed',
              retryUrl: '/api/payment/dev/1234',
            }
          : apiError(404, 'not_found'),
      ),
    );
    showRoute('?payment=failed');
    renderWithShop(<OrderSuccessPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Заказ № 1234 не оплачен' }),
    ).toBeInTheDocument();
    expect(bus.get('popup').open).toEqual([
      expect.objectContaining({
        key: 'failed-payment',
        props: { orderId: '1234', retryUrl: '/api/payment/dev/1234' },
      }),
    ]);
  });

  it('a cancelled order (unpaid past its window) says so, with no popup, step or purchase report', async () => {
    const purchases = collectEvents('analytics:purchase');
    const steps = collectEvents('checkout:step');
    apiServer.use(
      cart.orderSuccess({ ...order, status: 'cancelled', paymentStatus: 'not_required' }),
    );
    // Back from the provider's page with a failed payment, after the window closed.
    showRoute('?payment=failed');
    renderWithShop(<OrderSuccessPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Заказ № 1234 отменён' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/не оплатили вовремя, и он отменён/)).toBeInTheDocument();
    expect(screen.queryByText('Оплатить ещё раз')).not.toBeInTheDocument();
    expect(bus.get('popup').open).toEqual([]);
    expect(purchases.events).toEqual([]);
    expect(steps.events).toEqual([]);
    purchases.stop();
    steps.stop();
  });
});
