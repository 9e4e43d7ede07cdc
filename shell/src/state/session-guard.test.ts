import { bus } from '@shop/event-bus';
import { SESSION_GUARD_MS, startSessionGuard } from './session-guard';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const setRoute = (name: string, pathname: string) =>
  bus.set('route', {
    name,
    owner: 'profile-auth',
    layout: 'default',
    pathname,
    search: '',
    params: {},
  });

describe('session guard', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: 1_000_000 });
    window.history.replaceState(null, '', '/profile?section=orders');
    setRoute('profile', '/profile');
    bus.emit('user:changed', { isAuth: true, name: 'Анна' });
  });
  afterEach(() => jest.useRealTimers());

  it('marks the user anonymous and sends a profile 401 home, once a minute at most', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const subscription = startSessionGuard(memoryStorage());
    bus.emit('auth:unauthorized', { url: '/api/profile/info' });
    expect(bus.get('user')).toEqual({ isAuth: false });
    expect(window.location.pathname).toBe('/');

    window.history.replaceState(null, '', '/profile');
    jest.advanceTimersByTime(SESSION_GUARD_MS - 1);
    bus.emit('auth:unauthorized', { url: '/api/profile/info' });
    expect(window.location.pathname).toBe('/profile');

    jest.advanceTimersByTime(2);
    bus.emit('auth:unauthorized', { url: '/api/profile/orders' });
    expect(window.location.pathname).toBe('/');
    subscription.unsubscribe();
  });

  it('leaves other pages where they are', () => {
    setRoute('product', '/jewelry/ring');
    window.history.replaceState(null, '', '/jewelry/ring');
    const subscription = startSessionGuard(memoryStorage());
    bus.emit('auth:unauthorized', { url: '/api/favorites/10' });
    expect(window.location.pathname).toBe('/jewelry/ring');
    expect(bus.get('user').isAuth).toBe(false);
    subscription.unsubscribe();
  });
});
