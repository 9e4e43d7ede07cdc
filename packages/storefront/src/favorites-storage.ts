/**
 * The wishlist kept in the browser (docs/product/04-states.md#favorites): the key and the
 * reader both the favorites store (mf-favorites, which writes it) and the shell (which seeds
 * the header counter from it before the store is loaded, ADR 28) use, so the format is
 * parsed in one place. `owner` says whether it is a guest's own list or a logged-in user's
 * mirror of the server list.
 */
export const FAVORITES_STORAGE_KEY = 'shop:favorites';

export interface StoredFavorites {
  ids: number[];
  owner: 'guest' | 'user';
}

const EMPTY: StoredFavorites = { ids: [], owner: 'guest' };

/** The browser's local storage, or null where there is none or it is switched off. */
export function favoritesStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be switched off (privacy settings): the list then lives for the page only.
    return null;
  }
}

const isProductId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/** Unique product ids in first-seen order. */
export function uniqueIds(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}

/** Reads the stored list; anything unreadable counts as an empty guest list. */
export function readStoredFavorites(
  storage: Pick<Storage, 'getItem'> | null = favoritesStorage(),
): StoredFavorites {
  const raw = storage?.getItem(FAVORITES_STORAGE_KEY);
  if (!raw) return EMPTY;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredFavorites> | unknown[] | null;
    // An older plain array is a guest list.
    if (Array.isArray(parsed))
      return { ids: uniqueIds(parsed.filter(isProductId)), owner: 'guest' };
    if (typeof parsed !== 'object' || parsed === null) return EMPTY;
    const ids = Array.isArray(parsed.ids) ? uniqueIds(parsed.ids.filter(isProductId)) : [];
    return { ids, owner: parsed.owner === 'user' ? 'user' : 'guest' };
  } catch {
    return EMPTY;
  }
}

/** Stores the list; throws where the storage is full or blocked (each caller says what that costs). */
export function writeStoredFavorites(
  value: StoredFavorites,
  storage: Pick<Storage, 'setItem'> | null = favoritesStorage(),
): void {
  storage?.setItem(FAVORITES_STORAGE_KEY, JSON.stringify(value));
}

/** The list after one heart tap: an addition goes last, a removal leaves no copy. */
export function toggledFavoriteIds(
  ids: readonly number[],
  productId: number,
  active: boolean,
): number[] {
  const rest = ids.filter((id) => id !== productId);
  return active ? [...rest, productId] : rest;
}
