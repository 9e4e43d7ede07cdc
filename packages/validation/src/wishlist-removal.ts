/** Removing from the wishlist needs at least one selected item (spec §5). */
export function canRemoveFromWishlist(selected: readonly unknown[]): boolean {
  return selected.length > 0;
}
