/** Main page banner rows (docs/product/09-constants.md#main-page-banners): the first 3, the next 3, then the rest. */
export const MAIN_PAGE_BANNER_SPLIT = [3, 3] as const;

export function splitMainPageBanners<T>(banners: readonly T[]): [T[], T[], T[]] {
  const [first, second] = MAIN_PAGE_BANNER_SPLIT;
  return [
    banners.slice(0, first),
    banners.slice(first, first + second),
    banners.slice(first + second),
  ];
}
