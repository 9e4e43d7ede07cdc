import type { Product } from '@shop/types';
import { canBuy } from '../product-card/card-rules';

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
