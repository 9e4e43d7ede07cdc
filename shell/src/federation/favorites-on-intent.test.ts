import { bus } from '@shop/event-bus';
import { FAVORITES_STORAGE_KEY, readStoredFavorites } from '@shop/storefront';
import type { RouteState } from '@shop/types';
import { startFavoritesOnIntent } from './favorites-on-intent';

const settle = () => new Promise((done) => setTimeout(done, 0));
const route = (owner: RouteState['owner'], name: string): RouteState => ({
  name,
  owner,
  layout: 'default',
  pathname: `/${name}`,
  search: '',
  params: {},
});
const toggle = (productId: number, active: boolean) =>
  bus.emit('favorites:toggle', { productId, active, source: 'catalog' });

describe('startFavoritesOnIntent', () => {
  let stop = () => {};
  const start = jest.fn();
  const load = jest.fn(() => Promise.resolve({ default: start, startFavoritesSync: start }));
  const idle: (() => void)[] = [];
  const whenIdle = (run: () => void) => idle.push(run);

  beforeEach(() => {
    window.localStorage.clear();
    start.mockClear();
    load.mockClear();
    idle.length = 0;
    bus.set('route', route('catalog', 'home'));
    bus.emit('user:changed', { isAuth: false });
    bus.emit('favorites:changed', { ids: [] });
  });
  afterEach(() => stop());

  it('seeds the counter from the stored list and loads nothing for a guest who only looks', async () => {
    window.localStorage.setItem(
      FAVORITES_STORAGE_KEY,
      JSON.stringify({ ids: [4, 9], owner: 'guest' }),
    );
    stop = startFavoritesOnIntent({ load, whenIdle });
    expect(bus.get('favorites').ids).toEqual([4, 9]);
    bus.set('route', route('catalog', 'catalog'));
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(idle).toHaveLength(0);
  });

  it('loads the store on the first toggle and hands it every toggle seen before it started', async () => {
    stop = startFavoritesOnIntent({ load, whenIdle });
    toggle(3, true);
    toggle(5, true);
    toggle(3, false);
    expect(load).toHaveBeenCalledTimes(1);
    expect(bus.get('favorites').ids).toEqual([5]);
    await settle();
    expect(start).toHaveBeenCalledWith([
      { productId: 3, active: true },
      { productId: 5, active: true },
      { productId: 3, active: false },
    ]);
    // From here the store listens itself: later toggles are not collected again.
    toggle(7, true);
    expect(start.mock.calls[0]?.[0]).toHaveLength(3);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("stores a guest's toggles at once, so leaving before the store loads loses none", () => {
    window.localStorage.setItem(
      FAVORITES_STORAGE_KEY,
      JSON.stringify({ ids: [4], owner: 'guest' }),
    );
    const never = jest.fn(() => new Promise<never>(() => undefined));
    stop = startFavoritesOnIntent({ load: never, whenIdle });
    toggle(3, true);
    toggle(4, false);
    toggle(8, true);
    expect(readStoredFavorites()).toEqual({ ids: [3, 8], owner: 'guest' });
    expect(never).toHaveBeenCalledTimes(1);
  });

  it("leaves a logged-in visitor's stored mirror to the store (their list is the server's)", () => {
    const mirror = JSON.stringify({ ids: [4], owner: 'user' });
    window.localStorage.setItem(FAVORITES_STORAGE_KEY, mirror);
    stop = startFavoritesOnIntent({ load, whenIdle });
    toggle(3, true);
    bus.emit('user:changed', { isAuth: true });
    toggle(5, true);
    expect(window.localStorage.getItem(FAVORITES_STORAGE_KEY)).toBe(mirror);
    window.localStorage.removeItem(FAVORITES_STORAGE_KEY);
    toggle(6, true);
    expect(window.localStorage.getItem(FAVORITES_STORAGE_KEY)).toBeNull();
  });

  it("forgets an account's stored mirror once the visitor is known to be a guest", () => {
    // Logged out in another tab, or the session ended: the counter showed the account's list.
    window.localStorage.setItem(
      FAVORITES_STORAGE_KEY,
      JSON.stringify({ ids: [4, 9], owner: 'user' }),
    );
    stop = startFavoritesOnIntent({ load, whenIdle });
    expect(bus.get('favorites').ids).toEqual([4, 9]);
    bus.emit('user:changed', { isAuth: false });
    expect(bus.get('favorites').ids).toEqual([]);
    expect(readStoredFavorites()).toEqual({ ids: [], owner: 'guest' });
  });

  it('still hands the toggle to the store when the storage refuses it', async () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    stop = startFavoritesOnIntent({ load, whenIdle });
    toggle(3, true);
    expect(bus.get('favorites').ids).toEqual([3]);
    await settle();
    expect(start).toHaveBeenCalledWith([{ productId: 3, active: true }]);
    setItem.mockRestore();
  });

  it("loads it at once on the wishlist's route", async () => {
    bus.set('route', route('favorites', 'wishlist'));
    stop = startFavoritesOnIntent({ load, whenIdle });
    await settle();
    expect(start).toHaveBeenCalledWith([]);
  });

  it('loads it when idle once a visitor is logged in (a login, or a logged-in page load)', async () => {
    stop = startFavoritesOnIntent({ load, whenIdle });
    expect(idle).toHaveLength(0);
    bus.emit('user:changed', { isAuth: true });
    expect(load).not.toHaveBeenCalled();
    idle.forEach((run) => run());
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledWith([]);
  });

  it('keeps the hearts in memory and logs SHELL-017 when the store cannot load', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = jest.fn(() => Promise.reject(new Error('offline')));
    stop = startFavoritesOnIntent({ load: failing, whenIdle });
    toggle(2, true);
    await settle();
    expect(error.mock.calls[0]?.[0]).toContain('SHELL-017');
    toggle(6, true);
    expect(failing).toHaveBeenCalledTimes(1);
    expect(bus.get('favorites').ids).toEqual([2, 6]);
    error.mockRestore();
  });

  it('starts nothing when the remote answers its fallback module (no start)', async () => {
    const fallback = jest.fn(() => Promise.resolve({}));
    stop = startFavoritesOnIntent({ load: fallback, whenIdle });
    toggle(2, true);
    await settle();
    expect(fallback).toHaveBeenCalledTimes(1);
    expect(start).not.toHaveBeenCalled();
  });
});
