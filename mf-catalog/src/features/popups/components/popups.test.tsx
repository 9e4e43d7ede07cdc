import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { bus, openPopup } from '@shop/event-bus';
import { productFixture } from '../../../testing/product-fixture';
import { mockApi, resetBus } from '../../../testing/render';
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

describe('catalog popups', () => {
  beforeEach(() => resetBus());

  it('ring size shows a titled dialog with the size table', () => {
    renderWithShop(<RingSizePopup props={{ productId: 1 }} onClose={() => {}} />, 'en');
    expect(screen.getByRole('dialog', { name: 'How to find your ring size' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Russian size' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('ring size in add-to-cart mode asks for a size, adds the chosen SKU and closes', async () => {
    const api = mockApi({
      'GET /token': () => ({ csrfToken: 't' }),
      'POST /cart/add': () => ({
        result: true,
        cartData: { totalProducts: 1, currency: 'RUB', products: {} },
      }),
    });
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
    expect(api).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'Size 17, out of stock' })).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: 'Size 16' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const add = api.mock.calls.find(([url]) => String(url).endsWith('/cart/add'));
    expect(JSON.parse(String(add?.[1]?.body))).toMatchObject({ product_id: 101, sku_id: 5001 });
  });

  it('services load GET /api/v1/services/{key}, the delivery page by default', async () => {
    mockApi({
      'GET /api/v1/services/delivery': () => ({
        data: {
          data: {
            key: 'delivery',
            title: 'Доставка',
            body: 'Первый абзац.\n\nВторой абзац.',
            locale: 'ru',
          },
        },
      }),
    });
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
    mockApi({ 'GET /jewelry/101': () => ({ product: productFixture() }) });
    renderWithShop(<CompositionPopup props={{ productId: 101 }} onClose={() => {}} />, 'en');
    expect(await screen.findByRole('rowheader', { name: 'Metal' })).toBeInTheDocument();
    expect(screen.getByText('Gold 585')).toBeInTheDocument();
  });

  it('final sale shows the final-sale terms, with an error state that retries', async () => {
    // The failed first load is logged; keep the test output for real problems.
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    mockApi({
      'GET /api/v1/services/final-sale': () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return {
          data: {
            data: {
              key: 'final-sale',
              title: 'Final sale',
              body: 'Final-sale items cannot be exchanged or returned.',
              locale: 'en',
            },
          },
        };
      },
    });
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
    log.mockRestore();
  });
});
