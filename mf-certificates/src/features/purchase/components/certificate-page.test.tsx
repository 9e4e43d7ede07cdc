import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { bus } from '@shop/event-bus';
import { designFixture } from '../../../testing/design-fixture';
import {
  apiError,
  apiServer,
  bodiesOf,
  cart,
  certificates,
  mockApiServer,
} from '@shop/api-client/testing';
import { renderWithShop } from '@shop/ui/testing';
import { DEPOSIT_ITEM_STORAGE_KEY } from '../deposit-item-storage';
import { goToPaymentPage } from '../../../lib/go-to-payment-page';
import { CertificatePage } from './certificate-page';

const design = designFixture;
const designs = [design(1, 'Классика', [3000, 5000]), design(2, 'С любовью', [10000])];

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

function fillBuyerAndRecipient() {
  type('Email получателя', 'friend@example.com');
  type('Имя и фамилия', 'Анна Петрова');
  type('Телефон', '+7 999 123-45-67');
  type('Ваш email', 'anna@example.com');
}

jest.mock('../../../lib/go-to-payment-page', () => ({ goToPaymentPage: jest.fn() }));
const assign = goToPaymentPage as jest.Mock;

mockApiServer(certificates.depositDesigns({ data: designs }));

describe('CertificatePage', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    assign.mockReset();
    bus.emit('user:changed', { isAuth: false });
  });

  it('refuses a free amount outside 1 000–200 000 with the docs/product/08-messages.md#message-catalogue message, then pays with method 13', async () => {
    apiServer.use(
      certificates.createDepositOrder({
        result: { orderId: 42, paymentRequired: true, redirectUrl: '/api/payment/dev/42' },
        cartChanged: false,
        error: null,
        code: null,
        errors: null,
      }),
    );
    renderWithShop(<CertificatePage />);
    fireEvent.click(await screen.findByRole('radio', { name: 'С любовью' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Другая сумма' }));
    type('Сумма сертификата', '999');
    fillBuyerAndRecipient();
    fireEvent.click(screen.getByRole('button', { name: 'Перейти к оплате' }));
    expect(await screen.findByText('Сумма сертификата — от 1 000 до 200 000')).toBeVisible();
    expect(screen.getByLabelText('Сумма сертификата', { exact: false })).toHaveFocus();
    type('Сумма сертификата', '200001');
    expect(screen.getByText('Сумма сертификата — от 1 000 до 200 000')).toBeVisible();
    type('Сумма сертификата', '5000');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Перейти к оплате' }));
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/payment/dev/42'));
    expect(bodiesOf('POST /order/deposits/create')).toEqual([
      {
        deposits: [
          expect.objectContaining({
            amount: 5000,
            designId: 2,
            recipientEmail: 'friend@example.com',
          }),
        ],
        email: 'anna@example.com',
        phone: '+7 999 123-45-67',
        fio: 'Анна Петрова',
        payment_method_id: 13,
      },
    ]);
    expect(window.sessionStorage.getItem(DEPOSIT_ITEM_STORAGE_KEY)).toBeNull();
  });

  it("refuses the buyer's own email for the recipient, and a denomination not chosen", async () => {
    renderWithShop(<CertificatePage />);
    await screen.findByRole('radio', { name: 'Классика' });
    fillBuyerAndRecipient();
    type('Email получателя', 'ANNA@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Перейти к оплате' }));
    expect(await screen.findByText('Нельзя отправить сертификат на свою почту')).toBeVisible();
    expect(screen.getByText('Выберите номинал сертификата')).toBeVisible();
  });

  it('keeps the chosen design and amount over a reload (session storage)', async () => {
    const first = renderWithShop(<CertificatePage />);
    fireEvent.click(await screen.findByRole('radio', { name: 'С любовью' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Другая сумма' }));
    type('Сумма сертификата', '7500');
    first.unmount();

    renderWithShop(<CertificatePage />);
    expect(await screen.findByRole('radio', { name: 'С любовью' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Другая сумма' })).toBeChecked();
    expect(screen.getByLabelText('Сумма сертификата', { exact: false })).toHaveValue('7500');
  });

  it('adds an online certificate to the cart and tells the header (cart:changed)', async () => {
    apiServer.use(
      cart.action(({ params }) =>
        params.action === 'add-deposit'
          ? ({ result: true, cartData: { totalProducts: 1 } } as never)
          : apiError(404, 'not_found'),
      ),
    );
    const counts: number[] = [];
    const subscription = bus.on('cart:changed').subscribe((e) => counts.push(e.totalProducts));
    renderWithShop(<CertificatePage />);
    fireEvent.click(await screen.findByRole('radio', { name: /3\s000/ }));
    type('Email получателя', 'friend@example.com');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Добавить в корзину' }));
    });
    await waitFor(() => expect(counts).toEqual([1]));
    expect(bodiesOf('POST /cart/add-deposit')).toEqual([
      expect.objectContaining({ deposit: expect.objectContaining({ amount: 3000, designId: 1 }) }),
    ]);
    expect(screen.getByRole('link', { name: 'Перейти в корзину' })).toHaveAttribute(
      'href',
      '/cart',
    );
    subscription.unsubscribe();
  });

  it('shows the docs/product/08-messages.md#loading-failures text and a retry when the designs cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    apiServer.use(certificates.depositDesigns(apiError(500, 'internal_error')));
    renderWithShop(<CertificatePage />, 'en');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while loading the certificate data',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
