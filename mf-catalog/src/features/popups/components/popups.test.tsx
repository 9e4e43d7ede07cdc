import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { bus, openPopup } from '@shop/event-bus';
import { productFixture } from '../../../testing/product-fixture';
import {
  HttpResponse,
  apiCalls,
  apiError,
  apiServer,
  bodiesOf,
  cart,
  catalog,
  content,
  mockApiServer,
} from '@shop/api-client/testing';
import { resetBus } from '../../../testing/render';
import { renderWithShop } from '@shop/ui/testing';
import { CompositionPopup } from './composition-popup';
import { RingSizePopup } from './ring-size-popup';
import { FinalSalePopup, ServicesPopup, serviceKeyOf } from './services-popup';

beforeAll(() => {
  // jsdom has no <dialog> methods.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

mockApiServer();

describe('catalog popups', () => {
  beforeEach(() => resetBus());

  it('ring size shows a titled dialog with the size table', () => {
    renderWithShop(<RingSizePopup props={{ productId: 1 }} onClose={() => {}} />, 'en');
    expect(screen.getByRole('dialog', { name: 'How to find your ring size' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Russian size' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('ring size in add-to-cart mode asks for a size, adds the chosen SKU and closes', async () => {
    apiServer.use(
      cart.add({
        result: true,
        cartData: { totalProducts: 1, currency: 'RUB', products: {} },
      } as never),
    );
    const onClose = jest.fn();
    const skus = productFixture().skuListWithGems;
    renderWithShop(
      <RingSizePopup
        props={{ productId: 101, addToCart: { productName: 'Aurora ring', skus } }}
        onClose={onClose}
      />,
      'en',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a size');
    expect(apiCalls()).toEqual([]);
    expect(screen.getByRole('radio', { name: 'Size 17, out of stock' })).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: 'Size 16' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodiesOf('POST /cart/add')).toEqual([
      expect.objectContaining({ product_id: 101, sku_id: 5001 }),
    ]);
  });

  it('services load GET /api/v1/services/{key}, the delivery page by default', async () => {
    apiServer.use(
      content.service(({ params }) =>
        params.key === 'delivery'
          ? {
              data: {
                data: {
                  key: 'delivery',
                  title: 'Доставка',
                  body: 'Первый абзац.\n\nВторой абзац.',
                  locale: 'ru',
                },
              },
            }
          : apiError(404, 'not_found'),
      ),
    );
    renderWithShop(<ServicesPopup props={{ key: '' }} onClose={() => {}} />, 'ru');
    expect(await screen.findByText('Второй абзац.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Доставка' })).toBeInTheDocument();
  });

  it('knows which key it was opened as', () => {
    expect(serviceKeyOf({ key: 'warranty' })).toBe('warranty');
    expect(serviceKeyOf({ productId: 1 }, 'product-care')).toBe('care');
    expect(serviceKeyOf({}, 'refund')).toBe('refund');
    expect(serviceKeyOf({ productId: 1 })).toBe('delivery');
    expect(serviceKeyOf({ productId: 1 }, 'final-sale')).toBe('final-sale');
    const props = { productId: 3 };
    openPopup('warranty', props);
    expect(bus.get('popup').open.find((p) => p.props === props)?.key).toBe('warranty');
  });

  it('composition lists the SKU characteristics', async () => {
    apiServer.use(
      catalog.product(({ params }) =>
        params.id === '101' ? { product: productFixture() } : apiError(404, 'not_found'),
      ),
    );
    renderWithShop(<CompositionPopup props={{ productId: 101 }} onClose={() => {}} />, 'en');
    expect(await screen.findByRole('rowheader', { name: 'Metal' })).toBeInTheDocument();
    expect(screen.getByText('Gold 585')).toBeInTheDocument();
  });

  it('final sale shows the final-sale terms, with an error state that retries', async () => {
    // The failed first load is logged; keep the test output for real problems.
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    apiServer.use(
      // The first load fails on the network, the retry is answered.
      content.service(HttpResponse.error(), { once: true }),
      content.service({
        data: {
          data: {
            key: 'final-sale',
            title: 'Final sale',
            body: 'Final-sale items cannot be exchanged or returned.',
            locale: 'en',
          },
        },
      }),
    );
    const onClose = jest.fn();
    renderWithShop(<FinalSalePopup props={{ productId: 101 }} onClose={onClose} />, 'en');
    expect(screen.getByRole('dialog', { name: 'Final sale' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('Final-sale items cannot be exchanged or returned.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    expect(log).toHaveBeenCalled();
    expect(apiCalls('GET /api/v1/services/final-sale')).toHaveLength(2);
    log.mockRestore();
  });
});
