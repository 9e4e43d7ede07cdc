import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProfileOrdersResponse, RefundRequest, RouteState } from '@shop/types';
import {
  apiCalls,
  apiError,
  apiServer,
  bodiesOf,
  mockApiServer,
  profile,
  reply,
} from '@shop/api-client/testing';
import { resetBus } from '../../../testing/render';
import { renderWithShop } from '@shop/ui/testing';
import { ProfilePage } from './profile-page';

const route: RouteState = {
  name: 'profile',
  owner: 'profile-auth',
  layout: 'default',
  pathname: '/profile',
  search: '?section=orders',
  params: {},
};
const line = (skuId: number, name: string, quantity: number) => ({
  productId: skuId,
  skuId,
  name,
  designer: 'D',
  quantity,
  price: 1000,
  photo: null,
});
const orders: ProfileOrdersResponse = {
  orders: [
    {
      id: 42,
      status: 'paid',
      createdAt: '2026-01-15T10:00:00.000Z',
      finalSum: 3000,
      currency: 'RUB',
      lines: [line(11, 'Кольцо', 2), line(12, 'Серьги', 1)],
    },
    {
      id: 41,
      status: 'awaiting_payment',
      createdAt: '2026-01-14T10:00:00.000Z',
      finalSum: 1000,
      currency: 'RUB',
      lines: [line(13, 'Браслет', 1)],
    },
  ],
};
const filed: RefundRequest = {
  id: 5,
  orderId: 42,
  status: 'new',
  reason: 'Не подошёл размер',
  items: [{ skuId: 11, quantity: 2 }],
  createdAt: '2026-01-20T10:00:00.000Z',
};

mockApiServer(profile.orders(orders), profile.refunds({ refunds: [] }));
beforeEach(() => resetBus());

describe('refund request from the profile orders', () => {
  it('checks the fields with the catalogued messages, sends the request and shows its state', async () => {
    apiServer.use(profile.createRefund({ refund: filed }));
    renderWithShop(<ProfilePage route={route} />);
    const order = (await screen.findByRole('heading', { name: 'Заказ № 42' })).closest('li')!;
    // An order awaiting payment has nothing to return.
    const unpaid = screen.getByRole('heading', { name: 'Заказ № 41' }).closest('li')!;
    expect(await within(order).findByRole('button', { name: 'Оформить возврат' })).toBeVisible();
    expect(within(unpaid).queryByRole('button', { name: 'Оформить возврат' })).toBeNull();

    await userEvent.click(within(order).getByRole('button', { name: 'Оформить возврат' }));
    const form = screen.getByRole('form', { name: 'Заявка на возврат по заказу № 42' });
    await userEvent.click(within(form).getByRole('button', { name: 'Отправить заявку' }));
    expect(within(form).getByText('Выберите товары для возврата')).toBeVisible();
    expect(within(form).getByText('Укажите причину возврата')).toBeVisible();
    expect(within(form).getAllByText('Заполните поле')).toHaveLength(3);
    expect(within(form).getByRole('checkbox', { name: 'Кольцо' })).toHaveFocus();
    expect(apiCalls('POST /profile/orders/42/refunds')).toHaveLength(0);

    await userEvent.click(within(form).getByRole('checkbox', { name: 'Кольцо' }));
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Количество' }), '2');
    await userEvent.type(within(form).getByLabelText(/Причина возврата/), 'Не подошёл размер');
    await userEvent.type(within(form).getByLabelText(/ИНН банка/), '77070838');
    await userEvent.type(within(form).getByLabelText(/БИК банка/), '04452522x5');
    await userEvent.type(within(form).getByLabelText(/Расчётный счёт/), '40817810099910004312');
    await userEvent.click(within(form).getByRole('button', { name: 'Отправить заявку' }));
    expect(within(form).getByText('Неверный ИНН: он состоит из 10 цифр')).toBeVisible();
    await userEvent.type(within(form).getByLabelText(/ИНН банка/), '93');
    await userEvent.click(within(form).getByRole('button', { name: 'Отправить заявку' }));

    expect(await within(order).findByText(/Заявка на возврат № 5 отправлена/)).toBeVisible();
    expect(bodiesOf('POST /profile/orders/42/refunds')[0]).toEqual({
      items: [{ skuId: 11, quantity: 2 }],
      reason: 'Не подошёл размер',
      bank: { inn: '7707083893', bik: '044525225', account: '40817810099910004312' },
    });
    expect(within(order).getByTestId('refund-request')).toHaveTextContent(
      'принята, ждёт рассмотрения — Кольцо × 2',
    );
    // Only the earrings are left to return.
    await userEvent.click(within(order).getByRole('button', { name: 'Оформить возврат' }));
    expect(within(order).queryByRole('checkbox', { name: 'Кольцо' })).toBeNull();
    expect(within(order).getByRole('checkbox', { name: 'Серьги' })).toBeVisible();
  });

  it('asks no bank details for an order paid in dollars and shows the API refusal on the items', async () => {
    apiServer.use(
      profile.orders({ orders: [{ ...orders.orders[0]!, currency: 'USD' }] }),
      profile.createRefund(
        reply(400, {
          error: {
            code: 'validation_failed',
            message: 'The request is invalid',
            fieldErrors: { items: ['error.refund.itemsUnavailable'] },
          },
        }),
      ),
    );
    renderWithShop(<ProfilePage route={route} />, 'en');
    await userEvent.click(await screen.findByRole('button', { name: 'Return items' }));
    const form = screen.getByRole('form', { name: 'Return request for order No. 42' });
    expect(within(form).queryByLabelText(/Bank TIN/)).toBeNull();
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Серьги' }));
    await userEvent.type(within(form).getByLabelText(/Reason for the return/), 'Changed my mind');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the request' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'These items are not in the order',
    );
    expect(bodiesOf('POST /profile/orders/42/refunds')[0]).toEqual({
      items: [{ skuId: 12, quantity: 1 }],
      reason: 'Changed my mind',
    });
    // What was typed stays.
    expect(within(form).getByLabelText(/Reason for the return/)).toHaveValue('Changed my mind');
  });

  it('asks the bank details for a rouble order on the English storefront too', async () => {
    renderWithShop(<ProfilePage route={route} />, 'en');
    await userEvent.click(await screen.findByRole('button', { name: 'Return items' }));
    const form = screen.getByRole('form', { name: 'Return request for order No. 42' });
    expect(within(form).getByLabelText(/Bank TIN/)).toBeVisible();
  });

  it('says when the requests cannot be loaded and offers no return until they are', async () => {
    apiServer.use(profile.refunds(apiError(500, 'internal_error', 'x')));
    renderWithShop(<ProfilePage route={route} />);
    expect(await screen.findByText('Не удалось загрузить заявки на возврат.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Оформить возврат' })).toBeNull();
  });
});
