import { discountPercent } from './discount-percent';

describe('discountPercent', () => {
  it.each([
    [10000, 7500, 25],
    [12500, 10000, 20],
    [3000, 1999, 33],
    [1000, 995, 1],
    [1000, 999, 0],
    [1000, 4, 99],
    [1000, 0, 100],
    [1000, 1000, 0],
    [1000, 1200, 0],
    [0, 0, 0],
    [0, 100, 0],
    [-100, -200, 0],
    [1000, -1, 0],
    [Number.NaN, 10, 0],
    [1000, Number.NaN, 0],
  ])('from %d to %d is %d %%', (initial, final, expected) => {
    expect(discountPercent(initial, final)).toBe(expected);
  });
});
