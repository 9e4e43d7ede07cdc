import type { Storefront } from '@shop/types';

/** Default lower bound of the catalogue price filter per storefront (docs/product/09-constants.md#money-and-amounts). */
export const DEFAULT_MINIMUM_PRICE: Record<Storefront, number> = { ru: 900, en: 20 };
