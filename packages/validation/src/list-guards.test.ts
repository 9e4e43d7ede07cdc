import { isDepositIndexInRange } from './deposit-index';
import { canRemoveFromWishlist } from './wishlist-removal';

describe('canRemoveFromWishlist (docs/product/05-validation.md#list-guards: at least one selected item)', () => {
  it.each([
    [[], false],
    [[101], true],
    [[101, 102], true],
  ])('%j -> %s', (selected, expected) => {
    expect(canRemoveFromWishlist(selected)).toBe(expected);
  });
});

describe('isDepositIndexInRange (docs/product/05-validation.md#list-guards: an index outside the list is rejected)', () => {
  it.each([
    [0, 3, true],
    [2, 3, true],
    [3, 3, false],
    [-1, 3, false],
    [0, 0, false],
    [1.5, 3, false],
    [Number.NaN, 3, false],
  ])('index %d of %d items -> %s', (index, length, expected) => {
    expect(isDepositIndexInRange(index, length)).toBe(expected);
  });
});
