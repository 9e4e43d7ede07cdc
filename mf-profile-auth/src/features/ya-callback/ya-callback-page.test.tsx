import { screen, waitFor } from '@testing-library/react';
import { bus } from '@shop/event-bus';
import type { CommonDataResponse, RouteState } from '@shop/types';
import {
  apiCalls,
  apiServer,
  auth,
  bodiesOf,
  content,
  mockApiServer,
} from '@shop/api-client/testing';
import { resetBus } from '../../testing/render';
import { renderWithShop } from '@shop/ui/testing';
import { OAUTH_ERROR_KEY, YaCallbackPage } from './ya-callback-page';

const route = (search: string): RouteState => ({
  name: 'ya-callback',
  owner: 'profile-auth',
  layout: 'default',
  pathname: '/ya-callback',
  search,
  params: {},
});

mockApiServer();

beforeEach(() => {
  resetBus();
  window.localStorage.clear();
});

it('stores a failed login with its source and shows the catalogued text', async () => {
  apiServer.use(
    auth.oauth({ success: false, data: { user: null }, message: 'Authorization error' }),
  );
  renderWithShop(<YaCallbackPage route={route('?code=c1&state=s1')} />, 'en');
  expect(await screen.findByRole('alert')).toHaveTextContent('Authorization error');
  expect(JSON.parse(window.localStorage.getItem(OAUTH_ERROR_KEY) ?? '{}')).toMatchObject({
    message: 'Authorization error',
    source: 'yandex',
  });
});

it("hands the provider's code and state to the API, then goes home logged in", async () => {
  window.history.replaceState(null, '', '/ya-callback');
  apiServer.use(
    auth.oauth({
      success: true,
      data: { user: { id: 1, isAuth: true, name: 'Алиса', wishlistCount: 0 } },
      message: null,
    } as never),
    content.commonData({
      user: { cartData: { totalProducts: 0 } },
    } as unknown as CommonDataResponse),
  );
  renderWithShop(<YaCallbackPage route={route('?code=c1&state=s1&cid=x')} />);
  await waitFor(() => expect(window.location.pathname).toBe('/'));
  expect(bodiesOf('POST /oauth')[0]).toEqual({
    provider: 'yandex',
    code: 'c1',
    state: 's1',
  });
  expect(bus.get('user')).toMatchObject({ isAuth: true, name: 'Алиса' });
});

it.each([
  ['the provider says the visitor declined', '?error=access_denied&state=s1', 'access_denied'],
  [
    'an old link names a provider, a token and an e-mail',
    '?provider=dev&token=dev-link&email=maria@example.com',
    'no code or state',
  ],
])('fails without asking the API when %s', async (_case, search, detail) => {
  renderWithShop(<YaCallbackPage route={route(search)} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка авторизации');
  // Said once, with the way home.
  expect(screen.getAllByText('Ошибка авторизации')).toHaveLength(1);
  expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
  expect(JSON.parse(window.localStorage.getItem(OAUTH_ERROR_KEY) ?? '{}')).toMatchObject({
    message: 'Ошибка авторизации',
    source: 'yandex',
    detail,
  });
  expect(apiCalls('POST /oauth')).toHaveLength(0);
});
