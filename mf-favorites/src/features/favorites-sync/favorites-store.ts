import type { Subscription } from 'rxjs';
import { isCancelled, storefrontApi } from '@shop/api-client';
import { bus } from '@shop/event-bus';
import {
  readStoredFavorites,
  toggledFavoriteIds,
  uniqueIds,
  type StoredFavorites,
} from '@shop/storefront';
import type { FavoritesChangeResponse, FavoritesToggle } from '@shop/types';
import { mergeFavoriteIds, writeStoredFavorites } from './favorites-storage';
import { logError } from '@shop/error-codes';
import { FAV_ERRORS } from '../../error-codes';

/**
 * The one owner of the wishlist state (docs/product/04-states.md#favorites, docs/product/06-roles.md#visitor-and-user). Every card emits `favorites:toggle`;
 * the bus applies it at once, and this store makes it last: guests in local storage, users
 * on the server (one call per change, the guest list merged in one call on login), then it
 * publishes the settled list as `favorites:changed`. Started by the shell on intent (ADR 28):
 * the first toggle, a login, the wishlist, or idle time for a logged-in visitor.
 */
class FavoritesStore {
  private subscriptions: Subscription[] = [];
  private auth: boolean | null = null;
  private queue: Promise<void> = Promise.resolve();
  private pending = 0;

  get started(): boolean {
    return this.subscriptions.length > 0;
  }

  /**
   * `missed`: the toggles the shell saw before this store was loaded (ADR 28). They are
   * applied to the stored list as if they had happened now (a removal stays removed), and for
   * a user sent to the server after the login merge. Without them (an older shell) the stored
   * list is merged with the bus's, which keeps early additions but not early removals. Applied
   * once even when the wishlist page started the store first.
   */
  start(missed?: readonly FavoritesToggle[]): void {
    if (!this.started) {
      const stored = readStoredFavorites();
      this.publish(
        missed ? stored.ids : mergeFavoriteIds(stored.ids, bus.get('favorites').ids),
        stored.owner,
      );
      this.subscriptions = [
        bus.select('user').subscribe((user) => this.onUser(user.isAuth)),
        // Logout, or a visitor found logged out (in another tab, or their session ended), with
        // an account's list still mirrored here: the list stays with the account. The guest's
        // own list was merged into it at login, so the guest starts again with none; keeping
        // the mirror showed the account's wishlist to the next visitor and merged it into the
        // next account to log in.
        bus.on('user:changed').subscribe((user) => {
          if (!user.isAuth && readStoredFavorites().owner === 'user') this.forgetAccountList();
        }),
        bus
          .on('favorites:toggle')
          .subscribe(({ productId, active }) => this.onToggle(productId, active)),
      ];
    }
    missed?.forEach(({ productId, active }) => this.applyMissed(productId, active));
  }

  stop(): void {
    this.subscriptions.forEach((s) => s.unsubscribe());
    this.subscriptions = [];
    this.auth = null;
  }

  /** Removes several products at once (the wishlist's "remove selected"): one call for a user. */
  remove(productIds: readonly number[]): Promise<void> {
    const gone = new Set(productIds);
    const before = bus.get('favorites').ids;
    const after = before.filter((id) => !gone.has(id));
    this.publish(after, this.owner(), before);
    if (!this.auth || productIds.length === 0) return Promise.resolve();
    return this.enqueue(
      () => storefrontApi().removeFavorites([...gone]),
      () => before,
    );
  }

  private owner(): StoredFavorites['owner'] {
    return this.auth ? 'user' : 'guest';
  }

  private onUser(isAuth: boolean): void {
    const was = this.auth;
    this.auth = isAuth;
    // A logout is the user:changed listener's (start): the user state changes only through it.
    if (isAuth && was !== true) {
      // Login (or a logged-in page load): only a guest's own list is merged, a mirror is not.
      const stored = readStoredFavorites();
      const guestIds =
        stored.owner === 'guest' ? mergeFavoriteIds(stored.ids, bus.get('favorites').ids) : [];
      void this.enqueue(
        () => storefrontApi().mergeFavorites(guestIds),
        () => bus.get('favorites').ids,
      );
    }
  }

  /** Not a shopper's clearing of their list: no favorites-cleared analytics. */
  private forgetAccountList(): void {
    this.publish([], 'guest', []);
  }

  private onToggle(productId: number, active: boolean): void {
    // The bus reducer has already applied the toggle; this makes it last.
    const now = bus.get('favorites').ids;
    const before = active ? now.filter((id) => id !== productId) : [...now, productId];
    this.publish(now, this.owner(), before);
    this.sendToggle(productId, active);
  }

  /** A toggle from before the store started: applied to the list, then made to last. */
  private applyMissed(productId: number, active: boolean): void {
    const before = bus.get('favorites').ids;
    this.publish(toggledFavoriteIds(before, productId, active), this.owner(), before);
    this.sendToggle(productId, active);
  }

  /** A user's change goes to the server, after whatever is queued (the login merge first). */
  private sendToggle(productId: number, active: boolean): void {
    if (!this.auth) return;
    const api = storefrontApi();
    void this.enqueue(
      () => (active ? api.addFavorite(productId) : api.removeFavorite(productId)),
      () => {
        const current = bus.get('favorites').ids.filter((id) => id !== productId);
        return active ? current : [...current, productId];
      },
    );
  }

  /**
   * Server calls run one after another, so answers cannot overtake each other; the list
   * the server returns is published once no other change is waiting behind it.
   */
  private enqueue(
    call: () => Promise<FavoritesChangeResponse>,
    revert: () => readonly number[],
  ): Promise<void> {
    this.pending += 1;
    this.queue = this.queue.then(async () => {
      let settled: readonly number[] | null = null;
      try {
        settled = (await call()).favoriteItemIds;
      } catch (error) {
        if (!isCancelled(error)) logError(FAV_ERRORS.SYNC_FAILED, 'wishlist sync failed', error);
        settled = revert();
      } finally {
        this.pending -= 1;
      }
      if (this.pending === 0 && this.auth) this.publish(settled, 'user');
    });
    return this.queue;
  }

  /** Stores and announces a list; the last favorite removed clears the tracker's (docs/product/04-states.md#favorites). */
  private publish(
    ids: readonly number[],
    owner: StoredFavorites['owner'],
    before: readonly number[] = bus.get('favorites').ids,
  ): void {
    const next = uniqueIds(ids);
    writeStoredFavorites({ ids: next, owner });
    const current = bus.get('favorites').ids;
    if (current.length !== next.length || current.some((id, i) => id !== next[i])) {
      bus.emit('favorites:changed', { ids: next });
    }
    if (before.length > 0 && next.length === 0) bus.emit('analytics:favorites-cleared', {});
  }
}

const store = new FavoritesStore();

/**
 * Starts the store once (the shell on intent with the toggles it saw; the wishlist page too,
 * in case); missed toggles are applied whenever they are given.
 */
export function startFavoritesSync(missed?: readonly FavoritesToggle[]): void {
  store.start(missed);
}

/** Tests: forget subscriptions and the known login state. */
export function stopFavoritesSync(): void {
  store.stop();
}

export function removeFavorites(productIds: readonly number[]): Promise<void> {
  return store.remove(productIds);
}
