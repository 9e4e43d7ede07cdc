/** Products per catalogue page, the `limit` of POST /{section}/show (docs/product/07-calls.md#catalogue-and-content, docs/product/09-constants.md#page-sizes). */
export const CATALOG_PAGE_SIZE = 48;

/** Products per favorites page (docs/product/09-constants.md#page-sizes). */
export const FAVORITES_PAGE_SIZE = 20;

/** `per_page` of the pickup point list (docs/product/09-constants.md#page-sizes). */
export const PICKUP_POINTS_PER_PAGE = 50;
