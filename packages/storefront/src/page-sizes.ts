/** Products per catalogue page, the `limit` of POST /{section}/show (spec §7, §9). */
export const CATALOG_PAGE_SIZE = 48;

/** Products per favorites page (spec §9). */
export const FAVORITES_PAGE_SIZE = 20;

/** `per_page` of the pickup point list (spec §9). */
export const PICKUP_POINTS_PER_PAGE = 50;
