import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@shop/event-bus';
import { collectEvents } from '../../testing/popup-testing';
import { renderWithShop } from '@shop/ui/testing';
import { FailedPaymentPopup, safeRetryUrl } from './failed-payment-popup';
import { OrderCommentPopup } from './order-comment-popup';
import { RemovedFromStockPopup } from './removed-from-stock-popup';

const setPath = (pathname: string) =>
  bus.set('route', {
    name: 'x',
    owner: 'cart-checkout',
    layout: 'default',
    pathname,
    search: '',
    params: {},
  });

describe('comment for order', () => {
  it('edits the current comment and saves it on the bus (ru)', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const saved = collectEvents('order-comment:changed');
    renderWithShop(<OrderCommentPopup props={{ comment: 'Позвонить' }} onClose={onClose} />, 'ru');
    expect(screen.getByRole('dialog', { name: 'Комментарий к заказу' })).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Комментарий' });
    expect(field.tagName).toBe('TEXTAREA');
    expect(field).toHaveValue('Позвонить');
    await user.type(field, ' заранее ');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(saved.events).toEqual([{ comment: 'Позвонить заранее' }]);
    expect(onClose).toHaveBeenCalledTimes(1);
    saved.stop();
  });

  it('cancel closes without saving (en)', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const saved = collectEvents('order-comment:changed');
    renderWithShop(<OrderCommentPopup props={{}} onClose={onClose} />, 'en');
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(saved.events).toEqual([]);
    expect(onClose).toHaveBeenCalledTimes(1);
    saved.stop();
  });
});

describe('removed from stock', () => {
  it('says which items ran out (docs/product/08-messages.md#order-creation-failures text) and goes back to the cart', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    setPath('/cart');
    renderWithShop(
      <RemovedFromStockPopup
        props={{ productNames: ['Кольцо Луна', 'Серьги'] }}
        onClose={onClose}
      />,
      'ru',
    );
    expect(screen.getByRole('dialog', { name: 'Товары закончились' })).toBeInTheDocument();
    expect(
      screen.getByText('Некоторые товары закончились и были удалены из корзины'),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Удалённые товары' });
    expect(list).toHaveTextContent('Кольцо Луна');
    expect(list).toHaveTextContent('Серьги');
    await user.click(screen.getByRole('button', { name: 'Вернуться в корзину' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('in en, from another page, navigates to the cart', async () => {
    const user = userEvent.setup();
    setPath('/order-success/5');
    renderWithShop(
      <RemovedFromStockPopup props={{ productNames: ['Ring'] }} onClose={() => {}} />,
      'en',
    );
    expect(
      screen.getByText('Some items are out of stock and have been removed from your cart'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to the cart' }));
    expect(window.location.pathname).toBe('/cart');
  });
});

describe('failed payment', () => {
  it('explains the failure and offers to pay again, the cart and the catalogue (ru)', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    setPath('/order-success/41');
    renderWithShop(
      <FailedPaymentPopup
        props={{ orderId: '41', retryUrl: '/api/payment/dev/41' }}
        onClose={onClose}
      />,
      'ru',
    );
    expect(screen.getByRole('dialog', { name: 'Оплата не прошла' })).toBeInTheDocument();
    expect(screen.getByText('Заказ № 41')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Оплатить ещё раз' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Перейти в каталог' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(window.location.pathname).toBe('/catalog');
  });

  it('has no retry without a safe payment address (en)', () => {
    renderWithShop(
      <FailedPaymentPopup props={{ retryUrl: 'javascript:alert(1)' }} onClose={() => {}} />,
      'en',
    );
    expect(screen.getByRole('dialog', { name: 'Payment failed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay again' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to the cart' })).toBeInTheDocument();
  });

  it('follows only same-origin paths and http(s) addresses', () => {
    expect(safeRetryUrl('/api/payment/dev/1')).toBe('/api/payment/dev/1');
    expect(safeRetryUrl('https://pay.example/1')).toBe('https://pay.example/1');
    expect(safeRetryUrl('//evil.example')).toBeNull();
    expect(safeRetryUrl('javascript:alert(1)')).toBeNull();
    expect(safeRetryUrl(undefined)).toBeNull();
  });
});
