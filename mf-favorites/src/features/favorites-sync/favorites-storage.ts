/**
 * Writing the wishlist kept in the browser (docs/product/04-states.md#favorites,
 * docs/product/06-roles.md#visitor-and-user): a guest's own list, or — while a user is
 * logged in — a mirror of the server list. The owner flag says which, so a reload of a
 * logged-in page does not merge the mirror back (that would revive items removed elsewhere).
 * The format lives in @shop/storefront: the shell reads the list, and writes a guest's early
 * taps, too (ADR 28).
 */
import { logError } from '@shop/error-codes';
import {
  uniqueIds,
  writeStoredFavorites as writeToStorage,
  type StoredFavorites,
} from '@shop/storefront';
import { FAV_ERRORS } from '../../error-codes';

export function writeStoredFavorites(value: StoredFavorites): void {
  try {
    writeToStorage(value);
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
