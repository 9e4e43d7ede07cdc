import {
  FAVORITES_STORAGE_KEY,
  favoritesStorage,
  readStoredFavorites,
  toggledFavoriteIds,
  uniqueIds,
  writeStoredFavorites,
} from './favorites-storage';

/** A storage holding one value under the favorites key. */
const holding = (value: string | null) => ({
  getItem: (key: string) => (key === FAVORITES_STORAGE_KEY ? value : null),
});

describe('stored favorites', () => {
  it('reads the list and its owner', () => {
    expect(readStoredFavorites(holding(JSON.stringify({ ids: [3, 1], owner: 'user' })))).toEqual({
      ids: [3, 1],
      owner: 'user',
    });
    expect(readStoredFavorites(holding(JSON.stringify({ ids: [3, 3, 0], owner: 'x' })))).toEqual({
      ids: [3],
      owner: 'guest',
    });
  });

  it('reads nothing, garbage, other JSON and old plain arrays as a guest list', () => {
    const empty = { ids: [], owner: 'guest' };
    expect(readStoredFavorites(null)).toEqual(empty);
    expect(readStoredFavorites(holding(null))).toEqual(empty);
    expect(readStoredFavorites(holding('{not json'))).toEqual(empty);
    expect(readStoredFavorites(holding('null'))).toEqual(empty);
    expect(readStoredFavorites(holding('7'))).toEqual(empty);
    expect(readStoredFavorites(holding('{"ids":"1,2"}'))).toEqual(empty);
    expect(readStoredFavorites(holding(JSON.stringify([2, 'x', 2, -1, 4])))).toEqual({
      ids: [2, 4],
      owner: 'guest',
    });
  });

  it('keeps the first of repeated ids', () => {
    expect(uniqueIds([5, 9, 5, 1, 9])).toEqual([5, 9, 1]);
  });
});

describe('favoritesStorage', () => {
  const global = globalThis as { window?: unknown };
  afterEach(() => {
    delete global.window;
  });

  it('is none without a window (a server render), where a write keeps nothing', () => {
    expect(favoritesStorage()).toBeNull();
    expect(readStoredFavorites()).toEqual({ ids: [], owner: 'guest' });
    writeStoredFavorites({ ids: [3], owner: 'guest' });
    expect(readStoredFavorites()).toEqual({ ids: [], owner: 'guest' });
  });

  it("is the window's local storage, or none when reading it throws", () => {
    const localStorage = holding('[8]');
    global.window = { localStorage };
    expect(favoritesStorage()).toBe(localStorage);
    expect(readStoredFavorites().ids).toEqual([8]);
    global.window = {
      get localStorage() {
        throw new Error('SecurityError');
      },
    };
    expect(favoritesStorage()).toBeNull();
  });

  it('writes what it reads back', () => {
    const saved = new Map<string, string>();
    const storage = {
      getItem: (key: string) => saved.get(key) ?? null,
      setItem: (key: string, value: string) => void saved.set(key, value),
    };
    writeStoredFavorites({ ids: [2, 7], owner: 'user' }, storage);
    expect(readStoredFavorites(storage)).toEqual({ ids: [2, 7], owner: 'user' });
  });

  it('applies a heart tap: an addition goes last, a removal leaves no copy', () => {
    expect(toggledFavoriteIds([1, 2], 3, true)).toEqual([1, 2, 3]);
    expect(toggledFavoriteIds([1, 2, 3], 1, true)).toEqual([2, 3, 1]);
    expect(toggledFavoriteIds([1, 2, 1], 1, false)).toEqual([2]);
    expect(toggledFavoriteIds([2], 9, false)).toEqual([2]);
  });
});
