import type { Product, ProductSubscriptionKind } from '@shop/types';
import { canBuy, hasInitialPrice } from '../product-card/card-rules';

// The size rules moved to @shop/storefront (the wishlist needs them too); re-exported for this remote.
export { needsSizeChoice, sizedSkus, skuInStock, skuToAdd } from '@shop/storefront';

export type PurchaseMode = 'buy' | 'preorder' | 'unavailable';

/** Buy when the card rule allows it; preorder for made-to-order pieces with a price; else not available. */
export function purchaseMode(
  product: Pick<Product, 'is_archive' | 'maxQuantity' | 'price' | 'preorder'>,
): PurchaseMode {
  if (canBuy(product)) return product.preorder ? 'preorder' : 'buy';
  if (product.preorder && !product.is_archive && product.price?.initial != null) return 'preorder';
  return 'unavailable';
}

/**
 * The product entity has no final-sale field (docs/product/03-entities.md#product); a product in the sale (the 'sale' tag, linking to
 * /catalog/sale) is sold as final: the product page says so and opens the 'final-sale' popup.
 */
export const FINAL_SALE_TAG_CODE = 'sale';

export function isFinalSale(product: Pick<Product, 'tags'>): boolean {
  return product.tags.some((tag) => tag.code === FINAL_SALE_TAG_CODE);
}

/**
 * What the 'price-subscription' popup can promise on this product: nothing for an archived
 * piece (it will not return), the price when there is none yet (price on request), the
 * return to stock when it cannot be bought, else a lower price.
 */
export function productSubscriptionOffer(
  product: Pick<Product, 'is_archive' | 'maxQuantity' | 'price' | 'preorder'>,
): ProductSubscriptionKind | null {
  if (product.is_archive) return null;
  if (!hasInitialPrice(product.price)) return 'price';
  return purchaseMode(product) === 'unavailable' ? 'availability' : 'price';
}
