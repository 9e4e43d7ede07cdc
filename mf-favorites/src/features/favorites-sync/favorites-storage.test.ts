import {
  FAVORITES_STORAGE_KEY,
  mergeFavoriteIds,
  readStoredFavorites,
  writeStoredFavorites,
} from './favorites-storage';

describe('mergeFavoriteIds', () => {
  it('keeps the server list first, adds the guest ones, loses none and repeats none', () => {
    expect(mergeFavoriteIds([5, 9], [9, 12, 7, 12])).toEqual([5, 9, 12, 7]);
    expect(mergeFavoriteIds([], [3, 3])).toEqual([3]);
    expect(mergeFavoriteIds([4], [])).toEqual([4]);
  });
});

describe('stored favorites', () => {
  beforeEach(() => window.localStorage.clear());

  it('round-trips the list and its owner', () => {
    writeStoredFavorites({ ids: [3, 1], owner: 'user' });
    expect(readStoredFavorites()).toEqual({ ids: [3, 1], owner: 'user' });
  });

  it('reads nothing, garbage and old plain arrays as a guest list', () => {
    expect(readStoredFavorites()).toEqual({ ids: [], owner: 'guest' });
    window.localStorage.setItem(FAVORITES_STORAGE_KEY, '{not json');
    expect(readStoredFavorites()).toEqual({ ids: [], owner: 'guest' });
    window.localStorage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify([2, 'x', 2, -1, 4]));
    expect(readStoredFavorites()).toEqual({ ids: [2, 4], owner: 'guest' });
  });
});
