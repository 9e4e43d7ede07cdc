/**
 * Route schemas of refund requests (ADR 0026): POST /profile/orders/{id}/refunds, GET
 * /profile/refunds. Types here; the field rules (docs/product/05-validation.md#bank-details)
 * in the API's handler, with @shop/validation.
 */
import { Type } from 'typebox';
import { Closed } from './common';

/** A reason is a few sentences; longer text is refused by the schema, not stored. */
export const REFUND_REASON_MAX = 2000;
/** More distinct lines than any order holds is not a mistake but a probe. */
const REFUND_ITEMS_MAX = 100;
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const RefundOrderParam = Type.Object({ id: Id });

export const RefundItemSchema = Type.Object(
  { skuId: Id, quantity: Type.Integer({ minimum: 1, maximum: 1000 }) },
  { additionalProperties: false },
);

/** Bank details for the transfer (Russian storefront only): INN 10, BIK 9, account 20 digits. */
export const RefundBankSchema = Type.Object(
  {
    inn: Type.String({ maxLength: 20 }),
    bik: Type.String({ maxLength: 20 }),
    account: Type.String({ maxLength: 40 }),
  },
  { additionalProperties: false },
);

export const RefundCreateBody = Type.Object(
  {
    items: Type.Array(RefundItemSchema, { maxItems: REFUND_ITEMS_MAX }),
    reason: Type.String({ maxLength: REFUND_REASON_MAX }),
    /** Required on the Russian storefront, not taken on the English one. */
    bank: Type.Optional(RefundBankSchema),
  },
  { additionalProperties: false },
);

/** Filed, accepted by the shop, refused, or the money sent back. */
export const RefundStatusSchema = Type.Union([
  Type.Literal('new'),
  Type.Literal('approved'),
  Type.Literal('rejected'),
  Type.Literal('refunded'),
]);

/** A filed request as the customer sees it (bank details are never sent back). */
export const RefundRequestSchema = Closed({
  id: Type.Integer(),
  orderId: Type.Integer(),
  status: RefundStatusSchema,
  reason: Type.String(),
  items: Type.Array(Closed({ skuId: Type.Integer(), quantity: Type.Integer() })),
  createdAt: Type.String(),
});

export const RefundCreateReply = Closed({ refund: RefundRequestSchema });
/** The customer's requests, newest first. */
export const ProfileRefundsReply = Closed({ refunds: Type.Array(RefundRequestSchema) });
