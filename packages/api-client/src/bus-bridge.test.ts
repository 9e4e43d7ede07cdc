import { bus } from '@shop/event-bus';
import { createBusApiClient } from './bus-bridge';

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
