/** Ids of the twelve mall shops (docs/product/09-constants.md#locations-and-shops). */
export const SHOP_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

export type ShopId = (typeof SHOP_IDS)[number];
