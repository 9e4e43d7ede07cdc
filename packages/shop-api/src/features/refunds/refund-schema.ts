/** Request and response schemas of the refund calls (ADR 0026): types here, field rules in refund-rules.ts. */
import { Type } from '@fastify/type-provider-typebox';

/** A reason is a few sentences; longer text is refused by the schema, not stored. */
export const REFUND_REASON_MAX = 2000;
/** More distinct lines than any order holds is not a mistake but a probe. */
const ITEMS_MAX = 100;

export const RefundOrderParam = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

const RefundItemSchema = Type.Object(
  {
    skuId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    quantity: Type.Integer({ minimum: 1, maximum: 1000 }),
  },
  { additionalProperties: false },
);

export const RefundCreateBody = Type.Object(
  {
    items: Type.Array(RefundItemSchema, { maxItems: ITEMS_MAX }),
    reason: Type.String({ maxLength: REFUND_REASON_MAX }),
    bank: Type.Optional(
      Type.Object(
        {
          inn: Type.String({ maxLength: 20 }),
          bik: Type.String({ maxLength: 20 }),
          account: Type.String({ maxLength: 40 }),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

const RefundRequestSchema = Type.Object({
  id: Type.Integer(),
  orderId: Type.Integer(),
  status: Type.Union([
    Type.Literal('new'),
    Type.Literal('approved'),
    Type.Literal('rejected'),
    Type.Literal('refunded'),
  ]),
  reason: Type.String(),
  items: Type.Array(Type.Object({ skuId: Type.Integer(), quantity: Type.Integer() })),
  createdAt: Type.String(),
});

export const RefundCreateReply = Type.Object({ refund: RefundRequestSchema });
export const ProfileRefundsReply = Type.Object({ refunds: Type.Array(RefundRequestSchema) });

/** The error answer every route may give (errors.ts). */
export const ErrorReply = Type.Object({
  error: Type.Object({
    code: Type.String(),
    message: Type.String(),
    fieldErrors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  }),
});
