/**
 * Refund requests (docs/product/05-validation.md#bank-details bank details, docs/product/08-messages.md refund messages): a logged-in customer asks to
 * return items of one of their orders. The reference backend's additions to docs/product/07-calls.md.
 */
import type { OrderStatus } from './entities';

/** Orders whose items may be returned: paid online, or to be paid on receipt ('new'). */
export const REFUNDABLE_ORDER_STATUSES: readonly OrderStatus[] = ['new', 'paid'];

/** Where a request stands: filed, accepted by the shop, refused, or the money sent back. */
export type RefundStatus = 'new' | 'approved' | 'rejected' | 'refunded';

export interface RefundItem {
  skuId: number;
  quantity: number;
}

/** Bank details for the refund (Russian storefront only): INN 10, BIK 9, account 20 digits. */
export interface RefundBankDetails {
  inn: string;
  bik: string;
  account: string;
}

/** POST /profile/orders/{id}/refunds */
export interface RefundCreateRequest {
  items: RefundItem[];
  reason: string;
  /** Required on the Russian storefront, not taken on the English one. */
  bank?: RefundBankDetails;
}

/** A filed request as the customer sees it (bank details are not sent back). */
export interface RefundRequest {
  id: number;
  orderId: number;
  status: RefundStatus;
  reason: string;
  items: RefundItem[];
  createdAt: string;
}

export interface RefundCreateResponse {
  refund: RefundRequest;
}

/** GET /profile/refunds: the customer's requests, newest first. */
export interface ProfileRefundsResponse {
  refunds: RefundRequest[];
}
