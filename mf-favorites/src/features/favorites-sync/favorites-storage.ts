/**
 * The wishlist kept in the browser (docs/product/04-states.md#favorites, docs/product/06-roles.md#visitor-and-user): a guest's own list, or — while a user is
 * logged in — a mirror of the server list. The owner flag says which, so a reload of a
 * logged-in page does not merge the mirror back (that would revive items removed elsewhere).
 */
import { logError } from '@shop/error-codes';
import { FAV_ERRORS } from '../../error-codes';
export const FAVORITES_STORAGE_KEY = 'shop:favorites';

export interface StoredFavorites {
  ids: number[];
  owner: 'guest' | 'user';
}

const EMPTY: StoredFavorites = { ids: [], owner: 'guest' };

function storage(): Storage | null {
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
export function readStoredFavorites(): StoredFavorites {
  const raw = storage()?.getItem(FAVORITES_STORAGE_KEY);
  if (!raw) return EMPTY;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredFavorites> | unknown[];
    // An older plain array is a guest list.
    if (Array.isArray(parsed))
      return { ids: uniqueIds(parsed.filter(isProductId)), owner: 'guest' };
    const ids = Array.isArray(parsed.ids) ? uniqueIds(parsed.ids.filter(isProductId)) : [];
    return { ids, owner: parsed.owner === 'user' ? 'user' : 'guest' };
  } catch {
    return EMPTY;
  }
}

export function writeStoredFavorites(value: StoredFavorites): void {
  try {
    storage()?.setItem(FAVORITES_STORAGE_KEY, JSON.stringify(value));
  } catch (error) {
    // A full or blocked storage only costs persistence across reloads.
    logError(FAV_ERRORS.NOT_SAVED_LOCALLY, 'wishlist not saved locally', error);
  }
}

/**
 * What the shopper sees at once on login, before the server answers: the server list
 * followed by the guest's additions, no duplicates, none lost.
 */
export function mergeFavoriteIds(server: readonly number[], local: readonly number[]): number[] {
  return uniqueIds([...server, ...local]);
}
