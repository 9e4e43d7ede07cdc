import type { AnalyticsCart, AnalyticsProduct, CartData, CartProductLine } from '@shop/types';

/** A cart line as analytics reports it; `quantity` defaults to the line's own. */
export function analyticsProductOfLine(
  line: CartProductLine,
  quantity: number = line.quantity,
): AnalyticsProduct {
  return {
    id: line.productId,
    name: line.name,
    price: line.price.final,
    quantity,
    designer: line.designer,
    category: line.category,
  };
}

/** The cart a checkout step is taken with (docs/product/04-states.md steps; GA4 begin_checkout and after). */
export function analyticsCartOf(data: CartData): AnalyticsCart {
  return {
    currency: data.currency,
    value: data.finalSum.final,
    products: Object.values(data.products).map((line) => analyticsProductOfLine(line)),
  };
}

/**
 * The product an add-to-cart answer holds for what was asked (its SKU, else its product), as
 * `quantity` of it added; null when the answer has no such line.
 */
export function addedProduct(
  after: CartData,
  asked: { productId?: number; skuId?: number },
  quantity = 1,
): AnalyticsProduct | null {
  const lines = Object.values(after.products);
  const line =
    asked.skuId !== undefined
      ? lines.find((l) => l.skuId === asked.skuId)
      : lines.find((l) => l.productId === asked.productId);
  return line ? analyticsProductOfLine(line, quantity) : null;
}

/**
 * What a shopper's action in the cart added and removed, line by line (a line is a SKU): a new
 * line or a higher quantity is added, a gone line or a lower quantity removed.
 */
export function cartLineChanges(
  before: CartData,
  after: CartData,
): { added: AnalyticsProduct[]; removed: AnalyticsProduct[] } {
  const added: AnalyticsProduct[] = [];
  const removed: AnalyticsProduct[] = [];
  const keys = new Set([...Object.keys(before.products), ...Object.keys(after.products)]);
  for (const key of keys) {
    const was = before.products[key];
    const is = after.products[key];
    const delta = (is?.quantity ?? 0) - (was?.quantity ?? 0);
    if (delta > 0 && is) added.push(analyticsProductOfLine(is, delta));
    else if (delta < 0 && was) removed.push(analyticsProductOfLine(was, -delta));
  }
  return { added, removed };
}
