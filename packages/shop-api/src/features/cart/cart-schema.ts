/** Route schemas of the cart. */
import { Type } from '@fastify/type-provider-typebox';

const NullableInt = Type.Union([Type.Integer({ minimum: 0, maximum: 1_000_000 }), Type.Null()]);

export const CalculateContext = {
  spend_bonuses: Type.Optional(Type.Boolean()),
  pickup_point_id: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  delivery: Type.Optional(
    Type.Object({
      items: Type.Optional(
        Type.Array(
          Type.Object({
            id: Type.String({ maxLength: 50 }),
            quantity: Type.Integer({ minimum: 0, maximum: 100 }),
          }),
          { maxItems: 100 },
        ),
      ),
      country: Type.Optional(Type.String({ maxLength: 2, minLength: 2 })),
      region: Type.Optional(Type.String({ maxLength: 200 })),
      city: Type.Optional(Type.String({ maxLength: 200 })),
      kadType: Type.Optional(Type.String({ maxLength: 50 })),
      kadDistance: Type.Optional(Type.Union([Type.Number({ minimum: 0 }), Type.Null()])),
    }),
  ),
  delivery_method_id: Type.Optional(NullableInt),
  payment_method_id: Type.Optional(NullableInt),
};

export const CartCalculateBody = Type.Object(CalculateContext);

export const CartAddBody = Type.Object({
  ...CalculateContext,
  product_id: Type.Optional(Type.Integer({ minimum: 1 })),
  sku_id: Type.Optional(Type.Integer({ minimum: 1 })),
  quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 10, default: 1 })),
  characteristics: Type.Optional(
    Type.Object({ text: Type.Optional(Type.String({ maxLength: 100 })) }),
  ),
});

export const DepositItem = Type.Object({
  // Whole units: a payment provider confirms whole amounts, so a fraction could never be paid.
  amount: Type.Integer(),
  designId: Type.Integer({ minimum: 1 }),
  sendDate: Type.Union([Type.String({ maxLength: 40 }), Type.Null()]),
  recipientEmail: Type.Optional(Type.String({ maxLength: 200 })),
  recipientName: Type.Optional(Type.String({ maxLength: 200 })),
  message: Type.Optional(Type.String({ maxLength: 1000 })),
});

export const CartActionParams = Type.Object({
  action: Type.Union(
    [
      'increase',
      'decrease',
      'set-quantity',
      'remove',
      'clear',
      'add-promocode',
      'remove-promocode',
      'add-certificate',
      'remove-certificate',
      'add-deposit',
      'remove-deposit',
    ].map((a) => Type.Literal(a)),
  ),
});

export const CartActionBody = Type.Object({
  ...CalculateContext,
  id: Type.Optional(Type.String({ maxLength: 50 })),
  quantity: Type.Optional(Type.Integer({ minimum: 0, maximum: 10 })),
  code: Type.Optional(Type.String({ maxLength: 64 })),
  deposit: Type.Optional(DepositItem),
  index: Type.Optional(Type.Integer()),
});
