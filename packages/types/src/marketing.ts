/**
 * Calls to the marketing platform (spec §7: "subscription calls go to an external marketing
 * platform"). The reference backend stands in for it under /marketing (ADR 0016); a real
 * platform answers the same shapes through an adapter.
 */

/** Which list an e-mail joins: the newsletter, the sale or the winter-sale announcements. */
export type MarketingSubscriptionKind = 'newsletter' | 'sale' | 'winter-sale';

/** POST /marketing/subscriptions */
export interface MarketingSubscribeRequest {
  email: string;
  kind: MarketingSubscriptionKind;
}
export interface MarketingSubscribeResponse {
  subscribed: true;
  /** The e-mail was already on this list (the call is idempotent). */
  alreadySubscribed: boolean;
}

/** What a product subscription waits for: a lower price or the product back in stock. */
export type ProductSubscriptionKind = 'price' | 'availability';

/** POST /marketing/price-subscriptions */
export interface ProductSubscribeRequest {
  productId: number;
  email: string;
  kind: ProductSubscriptionKind;
}
export interface ProductSubscribeResponse {
  subscribed: true;
}

/** POST /marketing/stylist-consults */
export interface StylistConsultRequest {
  name: string;
  phone: string;
  productId?: number;
  comment?: string;
}
export interface StylistConsultResponse {
  /** The platform's id of the request (for support). */
  requestId: string;
}
