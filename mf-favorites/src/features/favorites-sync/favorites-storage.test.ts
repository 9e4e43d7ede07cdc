import { readStoredFavorites } from '@shop/storefront';
import { mergeFavoriteIds, writeStoredFavorites } from './favorites-storage';

describe('mergeFavoriteIds', () => {
  it('keeps the server list first, adds the guest ones, loses none and repeats none', () => {
    expect(mergeFavoriteIds([5, 9], [9, 12, 7, 12])).toEqual([5, 9, 12, 7]);
    expect(mergeFavoriteIds([], [3, 3])).toEqual([3]);
    expect(mergeFavoriteIds([4], [])).toEqual([4]);
  });
});

describe('stored favorites', () => {
  beforeEach(() => window.localStorage.clear());

  it('round-trips the list and its owner through the shared reader', () => {
    writeStoredFavorites({ ids: [3, 1], owner: 'user' });
    expect(readStoredFavorites()).toEqual({ ids: [3, 1], owner: 'user' });
  });

  it('logs FAV-002 and keeps going when the storage refuses the write', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    try {
      expect(() => writeStoredFavorites({ ids: [1], owner: 'guest' })).not.toThrow();
      expect(error.mock.calls[0]?.[0]).toContain('FAV-002');
    } finally {
      setItem.mockRestore();
      error.mockRestore();
    }
  });
});
