import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@shop/event-bus';
import { mockApi, openPopupKeys, renderPopup, resetPopupState } from '../testing';
import SaleSubscribePopup from './sale-subscribe-popup';
import SubscriptionFormPopup from './subscription-form-popup';

const subscribed = { body: { subscribed: true, alreadySubscribed: false } };

async function submitEmail(email: string) {
  const field = screen.getByRole('textbox', { name: 'Email' });
  await userEvent.clear(field);
  if (email) await userEvent.type(field, email);
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
}

describe('subscription form (newsletter)', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => act(() => resetPopupState()));

  it('asks the shop first and shows the existing-subscriber text for a known e-mail', async () => {
    const api = mockApi({ '/subscriber-exists': { body: { email: true } } });
    renderPopup(<SubscriptionFormPopup props={{}} onClose={jest.fn()} />);
    await submitEmail('maria@example.com');
    expect(
      await screen.findByText('This email is already subscribed to our newsletter.'),
    ).toBeVisible();
    expect(api.calls).toEqual([
      { path: '/subscriber-exists', body: { email: 'maria@example.com' } },
    ]);
  });

  it('subscribes a new e-mail on the platform, then closes and opens the success popup', async () => {
    const api = mockApi({
      '/subscriber-exists': { body: { email: false } },
      '/marketing/subscriptions': subscribed,
    });
    act(() => bus.emit('popup:open', { key: 'subscription-form', props: {} }));
    renderPopup(<SubscriptionFormPopup props={{}} onClose={jest.fn()} />);
    await submitEmail('new@example.com');
    await act(async () => undefined);
    expect(api.paths()).toEqual(['/subscriber-exists', '/marketing/subscriptions']);
    expect(api.calls[1]!.body).toEqual({ email: 'new@example.com', kind: 'newsletter' });
    expect(openPopupKeys()).toEqual(['subscription-success']);
  });

  it('checks the e-mail before sending (catalogued message, focus on the field)', async () => {
    const api = mockApi({});
    renderPopup(<SubscriptionFormPopup props={{}} onClose={jest.fn()} />, 'ru');
    await userEvent.click(screen.getByRole('button', { name: 'Подписаться' }));
    expect(screen.getByText('Введите email')).toBeVisible();
    const field = screen.getByRole('textbox', { name: 'Email' });
    expect(field).toHaveFocus();
    await userEvent.type(field, 'user@host');
    await userEvent.click(screen.getByRole('button', { name: 'Подписаться' }));
    expect(screen.getByText('Неверный email')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('fills in the e-mail of a logged-in shopper', () => {
    mockApi({});
    bus.set('user', { isAuth: true, email: 'anna@example.com' });
    renderPopup(<SubscriptionFormPopup props={{}} onClose={jest.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('anna@example.com');
  });

  it('puts the platform’s field error on the field', async () => {
    mockApi({
      '/subscriber-exists': { body: { email: false } },
      '/marketing/subscriptions': {
        status: 400,
        body: {
          error: {
            code: 'validation_failed',
            message: 'The request is invalid',
            fieldErrors: { email: ['error.email.invalid'] },
          },
        },
      },
    });
    renderPopup(<SubscriptionFormPopup props={{}} onClose={jest.fn()} />);
    await submitEmail('odd@example.com');
    expect(await screen.findByText('Wrong email')).toBeVisible();
    expect(openPopupKeys()).toEqual([]);
  });

  it('shows a failure with a retry that sends again', async () => {
    const api = mockApi({
      '/subscriber-exists': [new TypeError('offline'), { body: { email: false } }],
      '/marketing/subscriptions': subscribed,
    });
    renderPopup(<SubscriptionFormPopup props={{}} onClose={jest.fn()} />);
    await submitEmail('new@example.com');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not send');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await act(async () => undefined);
    expect(api.paths()).toEqual([
      '/subscriber-exists',
      '/subscriber-exists',
      '/marketing/subscriptions',
    ]);
    expect(openPopupKeys()).toEqual(['subscription-success']);
  });
});

describe('sale subscribe', () => {
  afterEach(() => act(() => resetPopupState()));

  it('goes to the platform directly and shows its own existing-subscriber text on a repeat', async () => {
    const api = mockApi({
      '/marketing/subscriptions': { body: { subscribed: true, alreadySubscribed: true } },
    });
    renderPopup(<SaleSubscribePopup props={{}} onClose={jest.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'a@b.cd');
    await userEvent.click(screen.getByRole('button', { name: 'Tell me when it starts' }));
    expect(
      await screen.findByText('This email is already waiting for the sale announcement.'),
    ).toBeVisible();
    expect(api.calls).toEqual([
      { path: '/marketing/subscriptions', body: { email: 'a@b.cd', kind: 'sale' } },
    ]);
  });
});
