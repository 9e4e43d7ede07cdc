import { type Static, Type } from '@fastify/type-provider-typebox';
import { DepositItem } from '../cart/cart-schema';

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
