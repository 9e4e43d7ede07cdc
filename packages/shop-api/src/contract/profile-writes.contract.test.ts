/**
 * Contract test: the auth popup's and profile's calls through @shop/api-client against the real
 * server. Login may hand the session a new CSRF token; the client's one retry on 403 with a
 * fresh token must carry the next write through.
 */
import { createApiClient } from '@shop/api-client';
import { cookieFetch } from '../testing/cookie-fetch';
import { type TestServer, startTestServer } from '../testing/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('registers a new phone, saves personal data and the subscription, logs out', async () => {
  const api = createApiClient({ baseUrl: server.url, storefront: 'en', fetch: cookieFetch() });
  const phone = `+7966${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  const identification = await api.authIdentification({ phone });
  expect(identification).toMatchObject({ success: true, step: 3, userExists: false });
  const sms = await server.hooks.lastSms(phone);
  const auth = await api.authAuthenticate({ phone, code: sms.code, source: 'checkout' });
  expect(auth).toMatchObject({ success: true, step: 4, registrationRequired: true });
  const registered = await api.register({
    phone,
    name: 'Anna',
    surname: 'Smith',
    email: `c${Date.now()}@example.com`,
    isSubscribed: false,
  });
  expect(registered.user).toMatchObject({ isAuth: true, phone });

  const saved = await api.saveProfileInfo({
    name: 'Anne',
    surname: 'Smith',
    email: registered.user?.email ?? '',
  });
  expect(saved).toMatchObject({ success: true, messageType: 'success', message: 'Saved' });
  expect((await api.getProfileInfo()).personalData.name).toBe('Anne');
  expect((await api.setSubscription(true)).message).toBe('Your subscription has been changed');
  expect((await api.logout()).success).toBe(true);
});
