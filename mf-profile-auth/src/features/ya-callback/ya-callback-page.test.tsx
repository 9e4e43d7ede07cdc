import { screen, waitFor } from '@testing-library/react';
import { bus } from '@shop/event-bus';
import type { RouteState } from '@shop/types';
import { fakeServer, renderInLocale, resetBus } from '../../testing/render';
import { OAUTH_ERROR_KEY, YaCallbackPage } from './ya-callback-page';

const route = (search: string): RouteState => ({
  name: 'ya-callback',
  owner: 'profile-auth',
  layout: 'default',
  pathname: '/ya-callback',
  search,
  params: {},
});

beforeEach(() => {
  resetBus();
  window.localStorage.clear();
});

it('stores a failed login with its source and shows the catalogued text', async () => {
  fakeServer({
    'POST /oauth': {
      body: { success: false, data: { user: null }, message: 'Authorization error' },
    },
  });
  renderInLocale(<YaCallbackPage route={route('?provider=yandex&token=x')} />, 'en');
  expect(await screen.findByRole('alert')).toHaveTextContent('Authorization error');
  expect(JSON.parse(window.localStorage.getItem(OAUTH_ERROR_KEY) ?? '{}')).toMatchObject({
    message: 'Authorization error',
    source: 'yandex',
  });
});

it('logs in with the development provider and goes home', async () => {
  window.history.replaceState(null, '', '/ya-callback');
  const server = fakeServer({
    'POST /oauth': {
      body: {
        success: true,
        data: { user: { id: 1, isAuth: true, name: 'Dev', wishlistCount: 0 } },
        message: null,
      },
    },
    'POST /pd/frontend/common_data': { body: { user: { cartData: { totalProducts: 0 } } } },
  });
  renderInLocale(<YaCallbackPage route={route('?provider=dev&token=dev-alice')} />);
  await waitFor(() => expect(window.location.pathname).toBe('/'));
  expect(server.sent('POST /oauth')[0]?.body).toEqual({ provider: 'dev', token: 'dev-alice' });
  expect(bus.get('user')).toMatchObject({ isAuth: true, name: 'Dev' });
});
