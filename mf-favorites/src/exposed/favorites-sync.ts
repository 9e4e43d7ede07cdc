import { startFavoritesSync } from '../features/favorites-sync/favorites-store';

/**
 * Exposed as './favorites-sync': the shell starts it on intent (ADR 28: the first heart, a
 * login, the wishlist, idle time for a user) with the toggles it saw before, so the header
 * counter and every heart follow one wishlist (local for guests, the server's for users).
 */
export default startFavoritesSync;
export { startFavoritesSync };
