/** Removing from the wishlist needs at least one selected item (docs/product/05-validation.md#list-guards). */
export function canRemoveFromWishlist(selected: readonly unknown[]): boolean {
  return selected.length > 0;
}
