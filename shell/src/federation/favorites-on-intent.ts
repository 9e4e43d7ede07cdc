/**
 * The favorites container only when it is needed (ADR 28). The header counter and every heart
 * read the bus, so the shell seeds it from the stored list at once; the store itself
 * (favorites/favorites-sync, ~20 KiB with its container's runtime) is loaded on the first
 * wishlist toggle, on a favorites route, or when idle for a logged-in visitor (whose list is
 * the server's, and whose guest list a login merges). Toggles seen before it starts are
 * handed to it, so it makes them last as its own; a guest's are also stored at once, so a
 * heart tapped just before leaving the page is not lost with it.
 */
import type { Subscription } from 'rxjs';
import { bus } from '@shop/event-bus';
import { logError } from '@shop/error-codes';
import { readStoredFavorites, toggledFavoriteIds, writeStoredFavorites } from '@shop/storefront';
import type { FavoritesToggle, StartFavoritesSync } from '@shop/types';
import { SHELL_ERRORS } from '../error-codes';

/** What favorites/favorites-sync exports: `startFavoritesSync` by name and as default. */
export interface FavoritesSyncModule {
  default?: unknown;
  startFavoritesSync?: unknown;
}

export interface FavoritesOnIntentOptions {
  load: () => Promise<FavoritesSyncModule>;
  /** Runs the callback once the page is idle (the logged-in visitor's refresh). */
  whenIdle?: (run: () => void) => void;
}

/** The longest a logged-in visitor's store waits for idle time. */
const IDLE_TIMEOUT_MS = 2000;

function browserIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(run, IDLE_TIMEOUT_MS);
}

/**
 * A guest's toggle into the stored list, as the store would write it. A logged-in visitor's
 * list is the server's (the stored one only mirrors it), so only the store records theirs.
 */
function storeGuestToggle({ productId, active }: FavoritesToggle): void {
  if (bus.get('user').isAuth) return;
  const stored = readStoredFavorites();
  if (stored.owner !== 'guest') return;
  try {
    writeStoredFavorites({
      ids: toggledFavoriteIds(stored.ids, productId, active),
      owner: 'guest',
    });
  } catch {
    // Storage full or blocked: the store, once loaded, keeps the toggle for this page.
  }
}

/**
 * The visitor is a guest, yet the stored list mirrors an account's (they logged out in another
 * tab, or their session ended): the account's list is not this browser's to show or to merge
 * into the next account that logs in here.
 */
function forgetAccountMirror(): void {
  if (readStoredFavorites().owner !== 'user') return;
  try {
    writeStoredFavorites({ ids: [], owner: 'guest' });
  } catch {
    // Storage full or blocked: the page still shows no list.
  }
  bus.emit('favorites:changed', { ids: [] });
}

/**
 * Seeds the wishlist from the stored list and loads its store on intent. Call once; the
 * returned function stops watching for intent (tests).
 */
export function startFavoritesOnIntent({
  load,
  whenIdle = browserIdle,
}: FavoritesOnIntentOptions): () => void {
  const stored = readStoredFavorites();
  if (stored.ids.length > 0) bus.emit('favorites:changed', { ids: stored.ids });

  const missed: FavoritesToggle[] = [];
  let requested = false;
  const subscriptions: Subscription[] = [];
  const stopWatching = () => subscriptions.splice(0).forEach((s) => s.unsubscribe());

  const request = () => {
    if (requested) return;
    requested = true;
    load()
      .then((module) => {
        stopWatching();
        const start = module.default ?? module.startFavoritesSync;
        // A remote that cannot load answers the fallback module, which has no start.
        if (typeof start === 'function') (start as StartFavoritesSync)(missed);
      })
      .catch((error: unknown) => {
        stopWatching();
        // The hearts still work for this page, in memory only.
        logError(SHELL_ERRORS.FAVORITES_SYNC_UNAVAILABLE, 'favorites sync unavailable', error);
      });
  };

  subscriptions.push(
    bus.on('favorites:toggle').subscribe(({ productId, active }) => {
      missed.push({ productId, active });
      storeGuestToggle({ productId, active });
      request();
    }),
    bus.select('route').subscribe((route) => {
      if (route?.owner === 'favorites') request();
    }),
    bus.select('user').subscribe((user) => {
      if (user.isAuth) whenIdle(request);
    }),
    bus.on('user:changed').subscribe((user) => {
      if (!user.isAuth) forgetAccountMirror();
    }),
  );
  return stopWatching;
}
