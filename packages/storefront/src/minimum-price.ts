import type { Storefront } from '@shop/types';

/** Default lower bound of the catalogue price filter per storefront (spec §9). */
export const DEFAULT_MINIMUM_PRICE: Record<Storefront, number> = { ru: 900, en: 20 };
