import { resetStorefrontApi } from '@shop/api-client';
import { bus } from '@shop/event-bus';
import { FAVORITES_STORAGE_KEY, readStoredFavorites } from './favorites-storage';
import { removeFavorites, startFavoritesSync, stopFavoritesSync } from './favorites-store';

function answer(body: unknown, status = 200) {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
globalThis.fetch = fetchMock as unknown as typeof fetch;

/** The server side of the mock: a wishlist and the calls made to it. */
let server: number[] = [];
const calls = () =>
  fetchMock.mock.calls
    .map(([url, init]) => `${init?.method ?? 'GET'} ${url}`)
    .filter((call) => !call.endsWith('/token'));

function serveApi(): void {
  fetchMock.mockImplementation((url, init) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as { items?: number[] }) : {};
    if (url.endsWith('/token')) return answer({ csrfToken: 't' });
    if (url.endsWith('/favorites/merge')) {
      server = [...new Set([...server, ...(body.items ?? [])])];
    } else if (method === 'DELETE' && url.endsWith('/favorites/')) {
      server = server.filter((id) => !(body.items ?? []).includes(id));
    } else {
      const id = Number(url.split('/').pop());
      server = method === 'POST' ? [...new Set([...server, id])] : server.filter((x) => x !== id);
    }
    return answer({ result: true, favoriteItemIds: server });
  });
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const settle = async () => {
  for (let i = 0; i < 10; i += 1) await flush();
};

describe('favorites store', () => {
  beforeEach(() => {
    stopFavoritesSync();
    window.localStorage.clear();
    fetchMock.mockReset();
    resetStorefrontApi();
    server = [];
    serveApi();
    bus.emit('user:changed', { isAuth: false });
    bus.emit('favorites:changed', { ids: [] });
  });

  it('keeps a guest list in local storage, so a reload still has it', () => {
    startFavoritesSync();
    for (const productId of [3, 5, 8]) {
      bus.emit('favorites:toggle', { productId, active: true, source: 'catalog' });
    }
    expect(readStoredFavorites()).toEqual({ ids: [3, 5, 8], owner: 'guest' });

    // A reload: the bus starts empty, the store reads the browser's list.
    stopFavoritesSync();
    bus.emit('favorites:changed', { ids: [] });
    startFavoritesSync();
    expect(bus.get('favorites').ids).toEqual([3, 5, 8]);
    expect(calls()).toEqual([]);
  });

  it('merges the guest list into the server one in one call on login, then mirrors the server', async () => {
    server = [5, 9];
    startFavoritesSync();
    bus.emit('favorites:toggle', { productId: 9, active: true, source: 'catalog' });
    bus.emit('favorites:toggle', { productId: 12, active: true, source: 'catalog' });
    bus.emit('user:changed', { isAuth: true });
    await settle();
    expect(calls()).toEqual(['POST /api/favorites/merge']);
    expect(bus.get('favorites').ids).toEqual([5, 9, 12]);
    expect(readStoredFavorites()).toEqual({ ids: [5, 9, 12], owner: 'user' });

    // A logged-in reload does not merge the mirror back: it only asks for the server list.
    stopFavoritesSync();
    fetchMock.mockClear();
    server = [5];
    startFavoritesSync();
    await settle();
    const [, init] = fetchMock.mock.calls.find(([url]) => url.endsWith('/merge')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ items: [] });
    expect(bus.get('favorites').ids).toEqual([5]);
  });

  it('syncs a user change with the server and shows the guest list again on logout', async () => {
    startFavoritesSync();
    bus.emit('user:changed', { isAuth: true });
    await settle();
    bus.emit('favorites:toggle', { productId: 4, active: true, source: 'catalog' });
    bus.emit('favorites:toggle', { productId: 6, active: true, source: 'catalog' });
    await settle();
    expect(calls()).toEqual([
      'POST /api/favorites/merge',
      'POST /api/favorites/4',
      'POST /api/favorites/6',
    ]);
    expect(server).toEqual([4, 6]);
    bus.emit('user:changed', { isAuth: false });
    expect(bus.get('favorites').ids).toEqual([4, 6]);
    expect(readStoredFavorites().owner).toBe('guest');
  });

  it('removes several in one call and clears the tracker when the last one goes', async () => {
    const cleared = jest.fn();
    const subscription = bus.on('analytics:favorites-cleared').subscribe(cleared);
    server = [1, 2];
    startFavoritesSync();
    bus.emit('user:changed', { isAuth: true });
    await settle();
    await removeFavorites([1, 2]);
    await settle();
    expect(calls()).toContain('DELETE /api/favorites/');
    expect(server).toEqual([]);
    expect(bus.get('favorites').ids).toEqual([]);
    expect(cleared).toHaveBeenCalledTimes(1);
    subscription.unsubscribe();
  });

  it('puts a change back when the server refuses it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    startFavoritesSync();
    bus.emit('user:changed', { isAuth: true });
    await settle();
    fetchMock.mockImplementation((url) =>
      url.endsWith('/token')
        ? answer({ csrfToken: 't' })
        : answer({ error: { code: 'server_error', message: 'down' } }, 500),
    );
    bus.emit('favorites:toggle', { productId: 7, active: true, source: 'catalog' });
    expect(bus.get('favorites').ids).toEqual([7]);
    await settle();
    expect(bus.get('favorites').ids).toEqual([]);
  });

  it('reads an unreadable stored list as empty', () => {
    window.localStorage.setItem(FAVORITES_STORAGE_KEY, 'oops');
    startFavoritesSync();
    expect(bus.get('favorites').ids).toEqual([]);
  });
});
