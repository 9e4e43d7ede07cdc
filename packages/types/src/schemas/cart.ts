/** Route schemas of the cart: POST /cart/calculate, /cart/add, /cart/{action}. */
import { Type } from 'typebox';
import { Closed, Nullable } from './common';
import { CartDataSchema } from './entities';

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

export const CartActionName = Type.Union([
  Type.Literal('increase'),
  Type.Literal('decrease'),
  Type.Literal('set-quantity'),
  Type.Literal('remove'),
  Type.Literal('clear'),
  Type.Literal('add-promocode'),
  Type.Literal('remove-promocode'),
  Type.Literal('add-certificate'),
  Type.Literal('remove-certificate'),
  Type.Literal('add-deposit'),
  Type.Literal('remove-deposit'),
]);

export const CartActionParams = Type.Object({ action: CartActionName });

export const CartActionBody = Type.Object({
  ...CalculateContext,
  id: Type.Optional(Type.String({ maxLength: 50 })),
  quantity: Type.Optional(Type.Integer({ minimum: 0, maximum: 10 })),
  code: Type.Optional(Type.String({ maxLength: 64 })),
  deposit: Type.Optional(DepositItem),
  index: Type.Optional(Type.Integer()),
});

/** Every cart call's answer: a refused action is 200 with result false and the reason's code. */
export const CartResponse = Closed({
  result: Type.Boolean(),
  cartData: CartDataSchema,
  error: Type.Optional(Nullable(Type.String())),
  message: Type.Optional(Nullable(Type.String())),
  code: Type.Optional(Nullable(Type.String())),
});
