/**
 * Route schemas of certificates and gift deposits: GET /image-certificates, /deposits_design;
 * POST /order/deposits/create, /deposit/{id}, /deposit/{id}/add_to_profile.
 */
import { type Static, Type } from 'typebox';
import { DepositItem } from './cart';
import { ApiErrorBodySchema, Closed, Nullable } from './common';
import { CertificateImageSchema, DepositDesignSchema, GiftDepositSchema } from './entities';
import { OrderCreateReply } from './orders';

export const DepositIdParam = Type.Object({
  depositId: Type.String({ minLength: 1, maxLength: 64 }),
});
export type DepositIdParams = Static<typeof DepositIdParam>;
export const AuthCodeBody = Type.Object({ authCode: Type.String({ minLength: 1, maxLength: 32 }) });
export type AuthCodeBodyType = Static<typeof AuthCodeBody>;
export const DepositOrderBody = Type.Object({
  deposits: Type.Array(DepositItem, { minItems: 1, maxItems: 20 }),
  email: Type.String({ maxLength: 200 }),
  phone: Type.String({ maxLength: 30 }),
  fio: Type.String({ maxLength: 200 }),
  payment_method_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
});

export const CertificateImagesReply = Closed({
  images: Type.Array(CertificateImageSchema),
});

export const DepositDesignsReply = Closed({
  data: Type.Array(DepositDesignSchema),
});

export const DepositOrderCreateReply = OrderCreateReply;

export const GiftDepositReply = Closed({
  success: Type.Boolean(),
  data: Nullable(GiftDepositSchema),
  messages: Type.Array(Type.String()),
});

export const GiftDepositAddToProfileReply = Closed({
  success: Type.Boolean(),
  messages: Type.Array(Type.String()),
});

/**
 * 429 of a code check (too many wrong codes): the endpoint's own fields, which the activation
 * page reads, and the API's error body, which @shop/api-client reads, in one answer.
 */
export const CodeAttemptsExceededReply = Closed({
  success: Type.Boolean(),
  data: Type.Null(),
  messages: Type.Array(Type.String()),
  error: ApiErrorBodySchema.properties.error,
});
