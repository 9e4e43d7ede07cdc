import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@shop/event-bus';
import type { RouteState } from '@shop/types';
import {
  apiError,
  apiServer,
  bodiesOf,
  content,
  mockApiServer,
  profile,
  session,
} from '@shop/api-client/testing';
import { resetBus } from '../../../testing/render';
import { renderWithShop } from '@shop/ui/testing';
import { ProfilePage } from './profile-page';
import { testUser } from '../../../testing/fixtures';

const user = testUser;
const personalData = {
  name: 'Анна',
  surname: 'Смирнова',
  email: 'anna@example.com',
  phone: '+79991234567',
  birthday: null,
  gender: null,
};
const route = (search: string): RouteState => ({
  name: 'profile',
  owner: 'profile-auth',
  layout: 'default',
  pathname: '/profile',
  search,
  params: {},
});
const saved = (patch: object) =>
  ({
    success: true,
    messageType: 'success',
    message: 'Сохранено',
    user: { ...user, name: 'Анастасия' },
    personalData: { ...personalData, name: 'Анастасия' },
    errors: null,
    ...patch,
  }) as never;

mockApiServer(profile.info({ user, personalData } as never));

beforeEach(() => resetBus());

describe('ProfilePage', () => {
  it('saves personal data, shows the server texts and renames the user on the bus', async () => {
    apiServer.use(
      // The first save is taken, the second refused.
      profile.saveInfo(saved({}), { once: true }),
      profile.saveInfo(
        saved({
          success: false,
          messageType: 'info',
          message: 'Чтобы изменить дату рождения ещё раз, позвоните операторам',
          errors: { birthday: ['Чтобы изменить дату рождения ещё раз, позвоните операторам'] },
        }),
      ),
      profile.subscription(saved({ message: 'Подписка изменена' })),
    );
    renderWithShop(<ProfilePage route={route('')} />);
    const name = await screen.findByLabelText(/Имя/);
    expect(screen.getByLabelText(/Телефон/)).toHaveAttribute('readonly');
    await userEvent.clear(name);
    await userEvent.type(name, 'Анастасия');
    await userEvent.type(screen.getByLabelText(/Дата рождения/), '01021990');
    expect(screen.getByLabelText(/Дата рождения/)).toHaveValue('01.02.1990');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Сохранено')).toBeInTheDocument();
    expect(bodiesOf('POST /profile/info')[0]).toMatchObject({
      name: 'Анастасия',
      birthday: '01.02.1990',
    });
    expect(bus.get('user')).toMatchObject({ isAuth: true, name: 'Анастасия' });

    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    // Said once, above the form, not again under the field.
    expect(
      await screen.findAllByText('Чтобы изменить дату рождения ещё раз, позвоните операторам'),
    ).toHaveLength(1);

    await userEvent.click(screen.getByLabelText(/Получать новости/));
    expect(await screen.findByText('Подписка изменена')).toBeInTheDocument();
    expect(bodiesOf('POST /profile/subscription')).toEqual([{ isSubscribed: true }]);
  });

  it('checks the birthday date before sending, and takes the last answer away', async () => {
    apiServer.use(profile.saveInfo(saved({})));
    renderWithShop(<ProfilePage route={route('')} />);
    await screen.findByLabelText(/Дата рождения/);
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Сохранено')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Дата рождения/), '31022990');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.queryByText('Сохранено')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Дата рождения/)).toHaveAttribute('aria-invalid', 'true');
    expect(bodiesOf('POST /profile/info')).toHaveLength(1);
  });

  it('lists orders with number, status, sum and a link to the order', async () => {
    apiServer.use(
      profile.refunds({ refunds: [] }),
      profile.orders({
        orders: [
          {
            id: 42,
            status: 'paid',
            createdAt: '2026-01-15T10:00:00.000Z',
            finalSum: 12500,
            currency: 'RUB',
            lines: [
              {
                productId: 1,
                skuId: 1,
                name: 'Кольцо',
                designer: 'D',
                quantity: 2,
                price: 1,
                photo: null,
              },
            ],
          },
        ],
      } as never),
    );
    renderWithShop(<ProfilePage route={route('?section=orders')} />);
    expect(await screen.findByRole('heading', { name: 'Заказ № 42' })).toBeInTheDocument();
    expect(screen.getByText('Оплачен')).toBeInTheDocument();
    expect(screen.getByText('Кольцо × 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Посмотреть заказ № 42' })).toHaveAttribute(
      'href',
      '/order-success/42?from=profile',
    );
  });

  it('shows bonuses with the loyalty popups; the English menu has no bonuses or certificates', async () => {
    apiServer.use(
      profile.bonuses({
        bonuses: user.bonuses,
        history: [{ id: 1, date: '2026-01-01', amount: 500, description: 'Welcome bonus' }],
      } as never),
    );
    const view = renderWithShop(<ProfilePage route={route('?section=bonusesData')} />);
    expect(await screen.findByTestId('bonus-balance')).toHaveTextContent('500 бонусов');
    await userEvent.click(screen.getByRole('button', { name: 'Как работают бонусы' }));
    expect(bus.get('popup').open.at(-1)?.key).toBe('loyalty-tooltip');
    view.unmount();

    renderWithShop(<ProfilePage route={route('')} />, 'en');
    expect(await screen.findByLabelText(/First name/)).toHaveValue('Анна');
    const menu = screen.getByRole('navigation', { name: 'Account sections' });
    expect(within(menu).queryByRole('link', { name: 'Bonuses' })).toBeNull();
    expect(within(menu).queryByRole('link', { name: 'Certificates' })).toBeNull();
    expect(within(menu).getByRole('link', { name: 'Orders' })).toBeInTheDocument();
  });

  it('offers the login on a 401 and retries after an error', async () => {
    apiServer.use(
      profile.address(apiError(500, 'internal_error', 'x'), { once: true }),
      profile.address({ address: null, addresses: [] } as never),
      profile.info(apiError(401, 'unauthorized', 'no')),
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = renderWithShop(<ProfilePage route={route('?section=address')} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText(/Адрес доставки ещё не сохранён/)).toBeInTheDocument();
    view.unmount();
    renderWithShop(<ProfilePage route={route('')} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Получить код' }));
    expect(bus.get('popup').open.at(-1)?.key).toBe('auth');
  });

  it('logs out through GET /logout and goes home', async () => {
    window.history.replaceState(null, '', '/profile');
    bus.emit('user:changed', { isAuth: true, name: 'Анна' });
    apiServer.use(
      session.logout({ success: true } as never),
      content.commonData({ user: { cartData: { totalProducts: 0 } } } as never),
    );
    bus.emit('cart:changed', { totalProducts: 4, source: 'shell' });
    renderWithShop(<ProfilePage route={route('')} />);
    await screen.findByLabelText(/Имя/);
    await userEvent.click(screen.getByRole('button', { name: 'Выйти' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(bus.get('user')).toEqual({ isAuth: false });
    await waitFor(() => expect(bus.get('cart').totalProducts).toBe(0));
  });
});
