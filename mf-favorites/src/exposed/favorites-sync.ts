import { startFavoritesSync } from '../features/favorites-sync/favorites-store';

/**
 * Exposed as './favorites-sync': the shell starts it on every page, so the header counter
 * and every heart follow one wishlist (local for guests, the server's for users) even
 * before the wishlist page is opened.
 */
export default startFavoritesSync;
export { startFavoritesSync };
