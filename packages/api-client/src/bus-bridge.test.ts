import { bus } from '@shop/event-bus';
import { createBusApiClient, userStateFromUser } from './bus-bridge';

it('emits auth:unauthorized on the shared bus for a 401', async () => {
  const seen: { url: string }[] = [];
  const subscription = bus.on('auth:unauthorized').subscribe((payload) => seen.push(payload));
  const fetch = jest.fn(
    async () =>
      ({
        ok: false,
        status: 401,
        text: async () => '{"error":{"code":"unauthorized","message":"no"}}',
      }) as Response,
  );
  const api = createBusApiClient({ fetch });
  await expect(api.getProfileOrders()).rejects.toMatchObject({ status: 401 });
  expect(seen).toEqual([{ url: '/api/profile/orders' }]);
  subscription.unsubscribe();
});

it('maps the API user onto the bus user state', () => {
  const user = {
    id: 3,
    phone: '+79990001122',
    email: 'a@b.ru',
    name: 'Анна',
    surname: 'Смирнова',
    isAuth: true,
    isAdmin: false,
    isEmployee: false,
    isSubscribed: false,
    fullName: 'Анна Смирнова',
    wishlistCount: 4,
    bonuses: { balance: 500, backgroundImage: null },
  };
  expect(userStateFromUser(user)).toEqual({
    isAuth: true,
    name: 'Анна',
    surname: 'Смирнова',
    email: 'a@b.ru',
    phone: '+79990001122',
    favoritesCount: 4,
    bonusBalance: 500,
  });
  expect(userStateFromUser({ ...user, isAuth: false })).toEqual({ isAuth: false });
});
