import {
  type ApiCall,
  apiCalls,
  apiError,
  apiServer,
  bodiesOf,
  favorites,
  mockApiServer,
} from '@shop/api-client/testing';
import { bus } from '@shop/event-bus';
import { FAVORITES_STORAGE_KEY, readStoredFavorites } from '@shop/storefront';
import { writeStoredFavorites } from './favorites-storage';
import { removeFavorites, startFavoritesSync, stopFavoritesSync } from './favorites-store';

/** The server side of the mock: a wishlist, changed by the calls made to it. */
let server: number[] = [];
const calls = () =>
  apiCalls()
    .map((call) => `${call.method} ${call.path}`)
    .filter((call) => call !== 'GET /token');

const items = ({ body }: ApiCall) => (body as { items?: number[] } | undefined)?.items ?? [];
const list = () => ({ result: true, favoriteItemIds: server });

// The merge first: POST /favorites/:id would take it for an id.
mockApiServer(
  favorites.merge((call) => {
    server = [...new Set([...server, ...items(call)])];
    return list();
  }),
  favorites.removeMany((call) => {
    server = server.filter((id) => !items(call).includes(id));
    return list();
  }),
  favorites.add(({ params }) => {
    server = [...new Set([...server, Number(params.id)])];
    return list();
  }),
  favorites.remove(({ params }) => {
    server = server.filter((id) => id !== Number(params.id));
    return list();
  }),
);

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const settle = async () => {
  for (let i = 0; i < 10; i += 1) await flush();
};

describe('favorites store', () => {
  beforeEach(() => {
    stopFavoritesSync();
    window.localStorage.clear();
    server = [];
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
    expect(calls()).toEqual(['POST /favorites/merge']);
    expect(bus.get('favorites').ids).toEqual([5, 9, 12]);
    expect(readStoredFavorites()).toEqual({ ids: [5, 9, 12], owner: 'user' });

    // A logged-in reload does not merge the mirror back: it only asks for the server list.
    stopFavoritesSync();
    server = [5];
    startFavoritesSync();
    await settle();
    expect(bodiesOf('POST /favorites/merge')).toEqual([{ items: [9, 12] }, { items: [] }]);
    expect(bus.get('favorites').ids).toEqual([5]);
  });

  it("syncs a user change with the server, and on logout leaves the account's list with the account", async () => {
    startFavoritesSync();
    bus.emit('user:changed', { isAuth: true });
    await settle();
    bus.emit('favorites:toggle', { productId: 4, active: true, source: 'catalog' });
    bus.emit('favorites:toggle', { productId: 6, active: true, source: 'catalog' });
    await settle();
    expect(calls()).toEqual(['POST /favorites/merge', 'POST /favorites/4', 'POST /favorites/6']);
    expect(server).toEqual([4, 6]);
    const cleared = jest.fn();
    const subscription = bus.on('analytics:favorites-cleared').subscribe(cleared);
    bus.emit('user:changed', { isAuth: false });
    expect(bus.get('favorites').ids).toEqual([]);
    expect(readStoredFavorites()).toEqual({ ids: [], owner: 'guest' });
    expect(cleared).not.toHaveBeenCalled();
    subscription.unsubscribe();

    // The next account to log in in this browser gets nothing of the first one's list.
    bus.emit('user:changed', { isAuth: true });
    await settle();
    expect(bodiesOf('POST /favorites/merge')).toEqual([{ items: [] }, { items: [] }]);
  });

  it("forgets an account's mirrored list when the visitor turns out to be a guest", () => {
    // Logged out in another tab, or the session ended: the browser still mirrors the account.
    writeStoredFavorites({ ids: [7, 8], owner: 'user' });
    startFavoritesSync();
    bus.emit('user:changed', { isAuth: false });
    expect(bus.get('favorites').ids).toEqual([]);
    expect(readStoredFavorites()).toEqual({ ids: [], owner: 'guest' });
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
    expect(calls()).toContain('DELETE /favorites/');
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
    apiServer.use(favorites.add(apiError(500, 'server_error', 'down')));
    bus.emit('favorites:toggle', { productId: 7, active: true, source: 'catalog' });
    expect(bus.get('favorites').ids).toEqual([7]);
    await settle();
    expect(bus.get('favorites').ids).toEqual([]);
  });

  describe('with the toggles the shell saw before it was loaded (ADR 28)', () => {
    /** What the shell does before the store arrives: the bus seeded, then the toggles applied. */
    const seenByShell = (...toggles: [number, boolean][]) => {
      bus.emit('favorites:changed', { ids: readStoredFavorites().ids });
      for (const [productId, active] of toggles)
        bus.emit('favorites:toggle', { productId, active, source: 'catalog' });
      return toggles.map(([productId, active]) => ({ productId, active }));
    };

    it("a guest's missed removal stays removed and a missed addition is kept", () => {
      writeStoredFavorites({ ids: [3, 5], owner: 'guest' });
      startFavoritesSync(seenByShell([3, false], [8, true]));
      expect(bus.get('favorites').ids).toEqual([5, 8]);
      expect(readStoredFavorites()).toEqual({ ids: [5, 8], owner: 'guest' });
      expect(calls()).toEqual([]);
    });

    it('without them (an older shell) the stored and bus lists are merged, as before', () => {
      writeStoredFavorites({ ids: [3, 5], owner: 'guest' });
      seenByShell([3, false], [8, true]);
      startFavoritesSync();
      expect(bus.get('favorites').ids).toEqual([3, 5, 8]);
    });

    it("sends a user's missed toggles after the login merge, and shows the server's list", async () => {
      server = [3, 5];
      writeStoredFavorites({ ids: [3, 5], owner: 'user' });
      bus.emit('user:changed', { isAuth: true });
      startFavoritesSync(seenByShell([3, false], [8, true]));
      expect(bus.get('favorites').ids).toEqual([5, 8]);
      await settle();
      expect(calls()).toEqual([
        'POST /favorites/merge',
        'DELETE /favorites/3',
        'POST /favorites/8',
      ]);
      expect(server).toEqual([5, 8]);
      expect(bus.get('favorites').ids).toEqual([5, 8]);
      expect(readStoredFavorites()).toEqual({ ids: [5, 8], owner: 'user' });
    });

    it('applies them once even when the wishlist page started the store first', async () => {
      writeStoredFavorites({ ids: [3], owner: 'guest' });
      const missed = seenByShell([3, false]);
      startFavoritesSync();
      startFavoritesSync(missed);
      expect(bus.get('favorites').ids).toEqual([]);
      bus.emit('favorites:toggle', { productId: 4, active: true, source: 'catalog' });
      expect(readStoredFavorites().ids).toEqual([4]);
    });
  });

  it('reads an unreadable stored list as empty', () => {
    window.localStorage.setItem(FAVORITES_STORAGE_KEY, 'oops');
    startFavoritesSync();
    expect(bus.get('favorites').ids).toEqual([]);
  });
});
