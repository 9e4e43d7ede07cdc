import { act, fireEvent, screen } from '@testing-library/react';
import { bus } from '@shop/event-bus';
import {
  apiCalls,
  apiError,
  apiServer,
  bodiesOf,
  marketing,
  mockApiServer,
} from '@shop/api-client/testing';
import { resetBus } from '../../../testing/render';
import { renderWithShop } from '@shop/ui/testing';
import { PriceSubscriptionPopup } from './price-subscription-popup';

mockApiServer();

async function submit(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

const typeEmail = (value: string, label: RegExp = /Email/) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });

describe('price and availability subscription popup', () => {
  beforeEach(() => {
    resetBus();
    bus.set('user', { isAuth: false });
  });

  it('is a price alert by default and a back-in-stock alert for availability', () => {
    const { unmount } = renderWithShop(
      <PriceSubscriptionPopup props={{ productId: 3 }} onClose={() => {}} />,
      'en',
    );
    expect(screen.getByRole('dialog', { name: 'Price alert' })).toBeInTheDocument();
    unmount();
    renderWithShop(
      <PriceSubscriptionPopup props={{ productId: 3, kind: 'availability' }} onClose={() => {}} />,
      'ru',
    );
    expect(screen.getByRole('dialog', { name: 'Сообщить о поступлении' })).toBeInTheDocument();
    expect(
      screen.getByText('Оставьте email, и мы напишем, когда украшение снова появится в продаже.'),
    ).toBeVisible();
  });

  it('shows the catalogued email errors and sends nothing', async () => {
    renderWithShop(<PriceSubscriptionPopup props={{ productId: 3 }} onClose={() => {}} />, 'ru');
    await submit('Подписаться');
    const email = screen.getByRole('textbox', { name: /Email/ });
    expect(email).toHaveAccessibleDescription('Введите email');
    expect(email).toHaveFocus();
    typeEmail('anna@shop');
    fireEvent.blur(email);
    expect(email).toHaveAccessibleDescription('Неверный email');
    await submit('Подписаться');
    expect(apiCalls()).toEqual([]);
  });

  it('strips Cyrillic letters and spaces from the email as it is typed', () => {
    renderWithShop(<PriceSubscriptionPopup props={{ productId: 3 }} onClose={() => {}} />, 'en');
    typeEmail('an na@ша.com');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('anna@.com');
  });

  it('subscribes the email for the product and kind and confirms it', async () => {
    apiServer.use(marketing.subscribeToProduct({ subscribed: true }));
    renderWithShop(
      <PriceSubscriptionPopup props={{ productId: 3, kind: 'availability' }} onClose={() => {}} />,
      'en',
    );
    typeEmail('anna@example.com');
    await submit('Subscribe');
    expect(
      await screen.findByText(
        'Done! We will write to anna@example.com when this piece is back in stock.',
      ),
    ).toBeVisible();
    expect(bodiesOf('POST /marketing/price-subscriptions')[0]).toEqual({
      productId: 3,
      email: 'anna@example.com',
      kind: 'availability',
    });
  });

  it('fills in a logged-in shopper’s email', () => {
    bus.set('user', { isAuth: true, email: 'anna@example.com' });
    renderWithShop(<PriceSubscriptionPopup props={{ productId: 3 }} onClose={() => {}} />, 'en');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('anna@example.com');
  });

  it('says when the platform failed and subscribes on retry', async () => {
    apiServer.use(
      marketing.subscribeToProduct(apiError(500, 'internal_error', 'Internal error'), {
        once: true,
      }),
      marketing.subscribeToProduct({ subscribed: true }),
    );
    renderWithShop(<PriceSubscriptionPopup props={{ productId: 3 }} onClose={() => {}} />, 'ru');
    typeEmail('anna@example.com');
    await submit('Подписаться');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не удалось отправить. Проверьте подключение и попробуйте ещё раз.',
    );
    expect(screen.queryByText(/Internal error/)).toBeNull();
    await submit('Повторить');
    expect(
      await screen.findByText('Готово! Мы напишем на anna@example.com, когда цена изменится.'),
    ).toBeVisible();
  });
});
