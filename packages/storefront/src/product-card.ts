/** Most tags a product card shows (docs/product/02-screens.md#product-card, docs/product/09-constants.md#card-and-sliders). */
export const CARD_MAX_TAGS = 2;

/** Modification variants shown on a card before the +N counter (docs/product/02-screens.md#product-card, docs/product/09-constants.md#card-and-sliders). */
export const CARD_VISIBLE_MODIFICATIONS = 3;

/** Symbol variants shown on a card before the ellipsis (docs/product/02-screens.md#product-card, docs/product/09-constants.md#card-and-sliders). */
export const CARD_VISIBLE_SYMBOL_MODIFICATIONS = 7;
