import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiCalls,
  apiServer,
  HttpResponse,
  marketing,
  mockApiServer,
} from '@shop/api-client/testing';
import { renderWithShop } from '@shop/ui/testing';
import { shellMessages } from '../../i18n/messages';
import {
  LandingSubscriptionForm,
  SUBSCRIPTION_LANDINGS,
  type SubscriptionLanding,
} from './landing-subscription-form';

mockApiServer();

const renderLanding = (landing: SubscriptionLanding, locale: 'ru' | 'en') =>
  renderWithShop(<LandingSubscriptionForm landing={landing} />, locale, {
    messages: shellMessages,
  });

describe('LandingSubscriptionForm', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('needs an e-mail and the consent, then joins the newsletter list', async () => {
    apiServer.use(marketing.subscribe({ subscribed: true, alreadySubscribed: false }));
    renderLanding('landings/online-subscription', 'ru');
    expect(screen.getByRole('heading', { name: 'Подпишитесь на рассылку' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Подписаться' }));
    expect(screen.getByText('Введите email')).toBeVisible();
    expect(screen.getByText('Необходимо согласие на обработку персональных данных')).toBeVisible();
    expect(apiCalls('POST /marketing/subscriptions')).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'anna@example.com');
    await userEvent.click(screen.getByRole('checkbox', { name: /персональных данных/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Подписаться' }));
    expect(await screen.findByText(/Первое письмо уже в пути/)).toBeVisible();
    expect(apiCalls('POST /marketing/subscriptions').map((call) => call.body)).toEqual([
      { email: 'anna@example.com', kind: 'newsletter' },
    ]);
    // Online, the shopper's own device keeps the address.
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('anna@example.com');
  });

  it('on the shop tablet says an existing subscriber is one and clears the form for the next guest', async () => {
    apiServer.use(marketing.subscribe({ subscribed: true, alreadySubscribed: true }));
    renderLanding('landings/tablet-subscription', 'en');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'anna@example.com');
    await userEvent.click(screen.getByRole('checkbox', { name: /personal data/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(
      await screen.findByText('This email is already subscribed to our newsletter.'),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /personal data/ })).not.toBeChecked();
  });

  it('keeps the e-mail and says so when the platform cannot be reached', async () => {
    apiServer.use(marketing.subscribe(() => HttpResponse.error()));
    renderLanding('landings/offline-subscription', 'ru');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'anna@example.com');
    await userEvent.click(screen.getByRole('checkbox', { name: /персональных данных/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Подписаться' }));
    expect(await screen.findByText(/Не удалось отправить/)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('anna@example.com');
  });

  it('has its texts under ids the build precompiles (dotted words, no slash), in both locales', () => {
    // The precompile loader (build-config) compiles only ids of this shape; any other reaches
    // the served page uncompiled and shows as its id.
    const MESSAGE_ID = /^[A-Za-z][\w-]*(\.[\w-]+)+$/;
    for (const landing of SUBSCRIPTION_LANDINGS) {
      for (const locale of ['ru', 'en'] as const) {
        const ids = Object.keys(shellMessages[locale]).filter((id) =>
          id.startsWith(`shell.landing.${landing.split('/')[1]}.`),
        );
        expect(ids).toHaveLength(2);
        for (const id of ids) expect(id).toMatch(MESSAGE_ID);
      }
    }
  });
});
