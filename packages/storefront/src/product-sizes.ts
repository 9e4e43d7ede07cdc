import type { Product, SkuWithGems } from '@shop/types';

/** A SKU with stock in any store. */
export function skuInStock(sku: Pick<SkuWithGems, 'balances'>): boolean {
  return sku.balances.some((balance) => balance.quantity > 0);
}

/** SKUs a shopper chooses between: those with a size. */
export function sizedSkus(product: Partial<Pick<Product, 'skuListWithGems'>>): SkuWithGems[] {
  return (product.skuListWithGems ?? []).filter((sku) => sku.size !== null && sku.size !== '');
}

/** A size must be chosen when the product comes in more than one size (rings, chains). */
export function needsSizeChoice(product: Partial<Pick<Product, 'skuListWithGems'>>): boolean {
  return sizedSkus(product).length > 1;
}

/** The SKU to add: the chosen one, else the only one; null while a size is still to choose. */
export function skuToAdd(
  product: Partial<Pick<Product, 'skuListWithGems'>>,
  chosenId: number | null,
): SkuWithGems | null {
  const skus = product.skuListWithGems ?? [];
  if (chosenId !== null) return skus.find((sku) => sku.id === chosenId) ?? null;
  if (needsSizeChoice(product)) return null;
  return skus.find(skuInStock) ?? skus[0] ?? null;
}
