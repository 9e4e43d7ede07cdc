import {
  CARD_MAX_TAGS,
  CARD_VISIBLE_MODIFICATIONS,
  CARD_VISIBLE_SYMBOL_MODIFICATIONS,
} from '@shop/storefront';
import type {
  Product,
  ProductModificationGroup,
  ProductPhoto,
  ProductPrice,
  ProductTag,
  ProductVariant,
} from '@shop/types';

/** The tag that links to the new-products listing (docs/product/02-screens.md#product-card). */
export const NEW_TAG_CODE = 'new';

/** A product can be bought only if it is not archived, maxQuantity > 0 and an initial price is present (docs/product/02-screens.md#product-card). */
export function canBuy(product: Pick<Product, 'is_archive' | 'maxQuantity' | 'price'>): boolean {
  return !product.is_archive && product.maxQuantity > 0 && hasInitialPrice(product.price);
}

export function hasInitialPrice(price: Pick<ProductPrice, 'initial'> | null | undefined): boolean {
  return typeof price?.initial === 'number' && Number.isFinite(price.initial);
}

/** Up to CARD_MAX_TAGS tags. */
export function visibleTags(tags: readonly ProductTag[]): ProductTag[] {
  return tags.slice(0, CARD_MAX_TAGS);
}

export interface VisibleModifications {
  group: ProductModificationGroup;
  shown: ProductVariant[];
  /** Symbols past 7 show an ellipsis. */
  ellipsis: boolean;
  /** Other kinds past 3 show '+N'; 0 means no counter. */
  moreCount: number;
}

/** Symbols: up to 7 then an ellipsis; others (colours, metals): 3 then '+N' (docs/product/02-screens.md#product-card). */
export function visibleModifications(group: ProductModificationGroup): VisibleModifications {
  const limit =
    group.type === 'symbol' ? CARD_VISIBLE_SYMBOL_MODIFICATIONS : CARD_VISIBLE_MODIFICATIONS;
  const shown = group.variants.slice(0, limit);
  const hidden = group.variants.length - shown.length;
  return group.type === 'symbol'
    ? { group, shown, ellipsis: hidden > 0, moreCount: 0 }
    : { group, shown, ellipsis: false, moreCount: Math.max(hidden, 0) };
}

/** Main photo first, then the hover photo (desktop) and the rest (mobile slider). */
export function cardPhotos(product: Pick<Product, 'photos'>): {
  main: ProductPhoto | null;
  hover: ProductPhoto | null;
  all: ProductPhoto[];
} {
  const photos = product.photos ?? [];
  const main = photos.find((p) => p.image_type === 'main') ?? photos[0] ?? null;
  const hover =
    photos.find((p) => p.image_type === 'hover') ?? photos.find((p) => p !== main) ?? null;
  const all = main ? [main, ...photos.filter((p) => p !== main)] : [...photos];
  return { main, hover, all };
}

/** In favorites mode: showcase items get no button; others an add-to-cart or a not-available button. */
export type FavoritesAction = 'none' | 'add-to-cart' | 'not-available';

export function favoritesAction(
  product: Pick<Product, 'is_archive' | 'maxQuantity' | 'price' | 'itemCard'>,
): FavoritesAction {
  if (product.itemCard?.isShowcase) return 'none';
  return canBuy(product) ? 'add-to-cart' : 'not-available';
}
