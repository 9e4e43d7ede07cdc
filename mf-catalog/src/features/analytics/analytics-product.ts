import type { AnalyticsProduct, CurrencyCode, ListingProduct, Product } from '@shop/types';

/** A card's or a product page's product as analytics reports it, with its price's currency. */
export function analyticsProductOf(
  product: ListingProduct & Partial<Pick<Product, 'catalog'>>,
  quantity = 1,
): { product: AnalyticsProduct; currency: CurrencyCode } {
  return {
    product: {
      id: product.id,
      name: product.name,
      price: product.price.final ?? product.price.initial ?? 0,
      quantity,
      designer: product.designer?.name ?? '',
      category: product.catalog?.name ?? '',
    },
    currency: product.price.currency,
  };
}
