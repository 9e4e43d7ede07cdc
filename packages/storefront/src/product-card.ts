/** Most tags a product card shows (spec §2.6, §9). */
export const CARD_MAX_TAGS = 2;

/** Modification variants shown on a card before the +N counter (spec §2.6, §9). */
export const CARD_VISIBLE_MODIFICATIONS = 3;

/** Symbol variants shown on a card before the ellipsis (spec §2.6, §9). */
export const CARD_VISIBLE_SYMBOL_MODIFICATIONS = 7;
