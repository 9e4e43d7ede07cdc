/**
 * Refund requests (ADR 0026; docs/product/05-validation.md#bank-details): a logged-in customer
 * asks to return items of one of their orders. Derived from the route schemas
 * (./schemas/refunds.ts, ADR 24).
 */
import type { Static } from 'typebox';
import type { CurrencyCode } from './common';
import type { OrderStatus } from './entities';
import type * as S from './schemas/refunds';

/** Orders whose items may be returned: paid online, or to be paid on receipt ('new'). */
export const REFUNDABLE_ORDER_STATUSES: readonly OrderStatus[] = ['new', 'paid'];

/**
 * Whether a refund of an order paid in this currency goes back by bank transfer, so the request
 * must carry the bank details (roubles: docs/product/05-validation.md#bank-details); other
 * currencies go back to the card. It follows the order, not the storefront the request comes
 * from, so a rouble order cannot be filed without them from the English storefront.
 */
export const refundByBankTransfer = (currency: CurrencyCode): boolean => currency === 'RUB';

export type RefundStatus = Static<typeof S.RefundStatusSchema>;
export type RefundItem = Static<typeof S.RefundItemSchema>;
export type RefundBankDetails = Static<typeof S.RefundBankSchema>;
/** POST /profile/orders/{id}/refunds */
export type RefundCreateRequest = Static<typeof S.RefundCreateBody>;
export type RefundRequest = Static<typeof S.RefundRequestSchema>;
export type RefundCreateResponse = Static<typeof S.RefundCreateReply>;
/** GET /profile/refunds */
export type ProfileRefundsResponse = Static<typeof S.ProfileRefundsReply>;
