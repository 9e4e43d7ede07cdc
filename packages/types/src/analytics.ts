import type { CurrencyCode } from './common';
import type { AnalyticsPurchase } from './entities';

/**
 * A product as analytics reports it (the products of docs/product/03-entities.md#analytics-purchase; the shell maps it
 * to a GA4 item). `price` is one unit's final price; an unknown text is ''.
 */
export type AnalyticsProduct = AnalyticsPurchase['products'][number];

/** A cart as analytics reports it with a checkout step: its currency, sum and products. */
export interface AnalyticsCart {
  currency: CurrencyCode;
  value: number;
  products: AnalyticsProduct[];
}
