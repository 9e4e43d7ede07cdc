/** Schema of the order data of docs/product/03-entities.md#order-data: types are checked here, field rules in the handler. */
import { Type } from 'typebox';
import { Closed, CurrencySchema, FieldErrors, Nullable } from './common';
import { OrderSuccessDataSchema } from './entities';

const Str = (max = 500) => Type.Optional(Type.String({ maxLength: max }));
const NullableStr = (max = 500) =>
  Type.Optional(Type.Union([Type.String({ maxLength: max }), Type.Null()]));
const NullableInt = Type.Optional(
  Type.Union([Type.Integer({ minimum: 0, maximum: 1000 }), Type.Null()]),
);

export const OrderDataBody = Type.Object({
  delivery_method_id: NullableInt,
  payment_method_id: NullableInt,
  communication_method_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 3, default: 2 })),
  is_gift: Type.Optional(Type.Boolean()),
  phone: Str(30),
  email: Str(200),
  fio: Str(200),
  surname: Str(200),
  address: Str(),
  apartment: Str(50),
  front_door: Str(50),
  floor: Str(50),
  house_code: Str(50),
  recipient_name: Str(200),
  recipient_phone: Str(30),
  comment_for_courier: Str(1000),
  shop_id: NullableInt,
  pickpoint_full_address: Str(),
  pickpoint_short_address: Str(),
  pickpoint_number: Str(100),
  certificate_type: Str(50),
  comment: Str(2000),
  pickup_address: Str(),
  activeDeliveryType: Type.Optional(Type.Union([Type.Literal('courier'), Type.Literal('pickup')])),
  pickup_point: NullableStr(100),
  courier_info: Type.Optional(
    Type.Object({
      address: Str(),
      is_full: Type.Optional(Type.Boolean()),
      apartment: Str(50),
      floor: Str(50),
      front_door: Str(50),
      house_code: Str(50),
      comment_for_courier: Str(1000),
    }),
  ),
  spendBonuses: Type.Optional(Type.Boolean()),
  newsletterSubscription: Type.Optional(Type.Boolean({ default: true })),
  postCard: Type.Optional(Type.Boolean()),
  deletePriceTags: Type.Optional(Type.Boolean()),
  isEms: Type.Optional(Type.Boolean()),
  /**
   * The total the checkout showed, with the delivery chosen on its form: the order is refused
   * (code total_changed) rather than charge more than that, or in another currency.
   */
  expectedTotal: Type.Optional(
    Closed({ amount: Type.Number({ minimum: 0 }), currency: CurrencySchema }),
  ),
});

export const OrderIdParam = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

export const OrderCreateResultSchema = Closed({
  orderId: Type.Number(),
  /** Where the browser goes next: the payment page for online payment, else '/order-success/{id}'. */
  redirectUrl: Type.String(),
  paymentRequired: Type.Boolean(),
});

/** A refused order is 200 with result null and the reason (code, errors). */
export const OrderCreateReply = Closed({
  result: Nullable(OrderCreateResultSchema),
  cartChanged: Type.Boolean(),
  error: Nullable(Type.String()),
  code: Nullable(Type.String()),
  errors: Nullable(FieldErrors),
});

export const OrderSuccessDataReply = OrderSuccessDataSchema;

/** The payment provider's confirmation (features/payments). */
export const PaymentConfirmationBody = Type.Object(
  {
    orderId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    amount: Type.Integer({ minimum: 0 }),
    status: Type.Union([Type.Literal('succeeded'), Type.Literal('failed')]),
    eventId: Type.String({ minLength: 8, maxLength: 100 }),
  },
  { additionalProperties: false },
);

export const PaymentConfirmationReply = Closed({
  /** false: a replay of an event already seen, or an order no longer awaiting payment. */
  applied: Type.Boolean(),
  status: Type.String(),
});
