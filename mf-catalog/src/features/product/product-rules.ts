import type { Product, SkuWithGems } from '@shop/types';
import { canBuy } from '../product-card/card-rules';

export function skuInStock(sku: SkuWithGems): boolean {
  return sku.balances.some((balance) => balance.quantity > 0);
}

/** SKUs a shopper chooses between: those with a size. */
export function sizedSkus(product: Pick<Product, 'skuListWithGems'>): SkuWithGems[] {
  return (product.skuListWithGems ?? []).filter((sku) => sku.size !== null && sku.size !== '');
}

/** A size must be chosen when the product comes in more than one size. */
export function needsSizeChoice(product: Pick<Product, 'skuListWithGems'>): boolean {
  return sizedSkus(product).length > 1;
}

/** The SKU to add: the chosen one, else the only one. */
export function skuToAdd(
  product: Pick<Product, 'skuListWithGems'>,
  chosenId: number | null,
): SkuWithGems | null {
  const skus = product.skuListWithGems ?? [];
  if (chosenId !== null) return skus.find((sku) => sku.id === chosenId) ?? null;
  if (needsSizeChoice(product)) return null;
  return skus.find(skuInStock) ?? skus[0] ?? null;
}

export type PurchaseMode = 'buy' | 'preorder' | 'unavailable';

/** Buy when the card rule allows it; preorder for made-to-order pieces with a price; else not available. */
export function purchaseMode(
  product: Pick<Product, 'is_archive' | 'maxQuantity' | 'price' | 'preorder'>,
): PurchaseMode {
  if (canBuy(product)) return product.preorder ? 'preorder' : 'buy';
  if (product.preorder && !product.is_archive && product.price?.initial != null) return 'preorder';
  return 'unavailable';
}
