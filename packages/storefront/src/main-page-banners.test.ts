import { splitMainPageBanners } from './main-page-banners';

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i + 1);

describe('splitMainPageBanners (docs/product/09-constants.md#main-page-banners: first 3, next 3, rest)', () => {
  it.each<[number, number[], number[], number[]]>([
    [0, [], [], []],
    [2, [1, 2], [], []],
    [3, [1, 2, 3], [], []],
    [5, [1, 2, 3], [4, 5], []],
    [6, [1, 2, 3], [4, 5, 6], []],
    [7, [1, 2, 3], [4, 5, 6], [7]],
    [10, [1, 2, 3], [4, 5, 6], [7, 8, 9, 10]],
  ])('%d banners', (count, first, second, rest) => {
    expect(splitMainPageBanners(range(count))).toEqual([first, second, rest]);
  });
});
