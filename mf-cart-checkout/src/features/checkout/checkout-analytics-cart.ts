import { analyticsCartOf } from '@shop/storefront';
import type { AnalyticsCart, CartData } from '@shop/types';

/**
 * The cart as the page last had it, for the checkout steps' analytics: the steps are reported
 * from the checkout's sections, which need not hold the cart themselves.
 */
let latest: CartData | null = null;

export function rememberCart(data: CartData | null): void {
  latest = data;
}

export function checkoutAnalyticsCart(): AnalyticsCart | undefined {
  return latest ? analyticsCartOf(latest) : undefined;
}
