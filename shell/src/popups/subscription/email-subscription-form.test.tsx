import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@shop/event-bus';
import {
  apiCalls,
  reply,
  apiServer,
  content,
  HttpResponse,
  marketing,
  mockApiServer,
} from '@shop/api-client/testing';
import { renderWithShop } from '@shop/ui/testing';
import { openPopupKeys, resetPopupState } from '../testing';
import SaleSubscribePopup from './sale-subscribe-popup';
import SubscriptionFormPopup from './subscription-form-popup';

const subscribed = marketing.subscribe({ subscribed: true, alreadySubscribed: false });
const sent = () => apiCalls().map(({ path, body }) => ({ path, body }));
const paths = () => apiCalls().map((call) => call.path);

mockApiServer();

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
    apiServer.use(content.subscriberExists({ email: true }));
    renderWithShop(<SubscriptionFormPopup props={{}} onClose={jest.fn()} />, 'en');
    await submitEmail('maria@example.com');
    expect(
      await screen.findByText('This email is already subscribed to our newsletter.'),
    ).toBeVisible();
    expect(sent()).toEqual([{ path: '/subscriber-exists', body: { email: 'maria@example.com' } }]);
  });

  it('subscribes a new e-mail on the platform, then closes and opens the success popup', async () => {
    apiServer.use(content.subscriberExists({ email: false }), subscribed);
    act(() => bus.emit('popup:open', { key: 'subscription-form', props: {} }));
    renderWithShop(<SubscriptionFormPopup props={{}} onClose={jest.fn()} />, 'en');
    await submitEmail('new@example.com');
    await act(async () => undefined);
    expect(paths()).toEqual(['/subscriber-exists', '/marketing/subscriptions']);
    expect(sent()[1]!.body).toEqual({ email: 'new@example.com', kind: 'newsletter' });
    expect(openPopupKeys()).toEqual(['subscription-success']);
  });

  it('checks the e-mail before sending (catalogued message, focus on the field)', async () => {
    renderWithShop(<SubscriptionFormPopup props={{}} onClose={jest.fn()} />, 'ru');
    await userEvent.click(screen.getByRole('button', { name: 'Подписаться' }));
    expect(screen.getByText('Введите email')).toBeVisible();
    const field = screen.getByRole('textbox', { name: 'Email' });
    expect(field).toHaveFocus();
    await userEvent.type(field, 'user@host');
    await userEvent.click(screen.getByRole('button', { name: 'Подписаться' }));
    expect(screen.getByText('Неверный email')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(apiCalls()).toEqual([]);
  });

  it('fills in the e-mail of a logged-in shopper', () => {
    bus.set('user', { isAuth: true, email: 'anna@example.com' });
    renderWithShop(<SubscriptionFormPopup props={{}} onClose={jest.fn()} />, 'en');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('anna@example.com');
  });

  it('puts the platform’s field error on the field', async () => {
    apiServer.use(
      content.subscriberExists({ email: false }),
      marketing.subscribe(
        reply(400, {
          error: {
            code: 'validation_failed',
            message: 'The request is invalid',
            fieldErrors: { email: ['error.email.invalid'] },
          },
        }),
      ),
    );
    renderWithShop(<SubscriptionFormPopup props={{}} onClose={jest.fn()} />, 'en');
    await submitEmail('odd@example.com');
    expect(await screen.findByText('Wrong email')).toBeVisible();
    expect(openPopupKeys()).toEqual([]);
  });

  it('shows a failure with a retry that sends again', async () => {
    apiServer.use(
      content.subscriberExists(HttpResponse.error(), { once: true }),
      content.subscriberExists({ email: false }),
      subscribed,
    );
    renderWithShop(<SubscriptionFormPopup props={{}} onClose={jest.fn()} />, 'en');
    await submitEmail('new@example.com');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not send');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await act(async () => undefined);
    expect(paths()).toEqual([
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
    apiServer.use(marketing.subscribe({ subscribed: true, alreadySubscribed: true }));
    renderWithShop(<SaleSubscribePopup props={{}} onClose={jest.fn()} />, 'en');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'a@b.cd');
    await userEvent.click(screen.getByRole('button', { name: 'Tell me when it starts' }));
    expect(
      await screen.findByText('This email is already waiting for the sale announcement.'),
    ).toBeVisible();
    expect(sent()).toEqual([
      { path: '/marketing/subscriptions', body: { email: 'a@b.cd', kind: 'sale' } },
    ]);
  });
});
