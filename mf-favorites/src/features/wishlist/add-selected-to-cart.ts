import { storefrontApi } from '@shop/api-client';
import { bus } from '@shop/event-bus';
import { addedProduct, needsSizeChoice, skuToAdd } from '@shop/storefront';
import type { CartData, Product } from '@shop/types';
import { logError } from '@shop/error-codes';
import { FAV_ERRORS } from '../../error-codes';

export interface AddSelectedOutcome {
  added: string[];
  /** Rings and chains: the shopper picks a size on the card (ring-size popup). */
  needSize: Product[];
  /** Showcase pieces, sold out or no longer on sale. */
  unavailable: string[];
  failed: string[];
}

/**
 * "Add selected to cart": each one-size product's SKU goes through POST /favorites/items
 * (SKU ids → item ids, so only products still on sale are added), then to the cart API;
 * the header hears `cart:changed`, analytics what was added. Sized products are left for a size choice, never guessed.
 */
export async function addSelectedToCart(products: readonly Product[]): Promise<AddSelectedOutcome> {
  const outcome: AddSelectedOutcome = { added: [], needSize: [], unavailable: [], failed: [] };
  const ready: { product: Product; skuId: number }[] = [];
  for (const product of products) {
    const sku = skuToAdd(product, null);
    if (!product.canBuy || product.itemCard?.isShowcase) outcome.unavailable.push(product.name);
    else if (needsSizeChoice(product)) outcome.needSize.push(product);
    else if (sku) ready.push({ product, skuId: sku.id });
    else outcome.unavailable.push(product.name);
  }
  if (ready.length === 0) return outcome;

  const api = storefrontApi();
  const { item_ids: itemIds } = await api.getFavoriteItems(ready.map(({ skuId }) => skuId));
  const onSale = new Set(itemIds);
  let totalProducts: number | null = null;
  const answers: { cartData: CartData; skuId: number }[] = [];
  for (const { product, skuId } of ready) {
    if (!onSale.has(product.id)) {
      outcome.unavailable.push(product.name);
      continue;
    }
    try {
      const answer = await api.addToCart({ product_id: product.id, sku_id: skuId, quantity: 1 });
      if (answer.result) {
        outcome.added.push(product.name);
        totalProducts = answer.cartData.totalProducts;
        answers.push({ cartData: answer.cartData, skuId });
      } else outcome.failed.push(product.name);
    } catch (error) {
      logError(FAV_ERRORS.ADD_TO_CART_FAILED, 'add to cart failed', error);
      outcome.failed.push(product.name);
    }
  }
  if (totalProducts !== null) bus.emit('cart:changed', { totalProducts, source: 'favorites' });
  const added = answers.flatMap(({ cartData, skuId }) => addedProduct(cartData, { skuId }) ?? []);
  const last = answers.at(-1);
  if (last && added.length > 0)
    bus.emit('analytics:cart-change', { currency: last.cartData.currency, added, removed: [] });
  return outcome;
}
