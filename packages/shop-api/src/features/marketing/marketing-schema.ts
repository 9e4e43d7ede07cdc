/** Request schemas and limits of the marketing-platform stand-in (ADR 0016). */
import { Type } from '@fastify/type-provider-typebox';

/** Every stand-in route lives under this prefix, apart from the shop's own calls. */
export const MARKETING_PREFIX = '/marketing';
export const MARKETING_TAG = 'marketing';

/**
 * Per client address, shared by all /marketing routes (a platform's public form API limits
 * per caller, not per form): generous for people, tight for a script filling lists.
 */
export const MARKETING_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

/** RFC 5321 caps an address at 254 characters. */
const EMAIL_MAX = 254;
export const NAME_MAX = 100;
export const COMMENT_MAX = 1000;

const Email = Type.String({ maxLength: EMAIL_MAX });

export const SubscribeBody = Type.Object(
  {
    email: Email,
    kind: Type.Union([
      Type.Literal('newsletter'),
      Type.Literal('sale'),
      Type.Literal('winter-sale'),
    ]),
  },
  { additionalProperties: false },
);

export const ProductSubscribeBody = Type.Object(
  {
    productId: Type.Integer({ minimum: 1 }),
    email: Email,
    kind: Type.Union([Type.Literal('price'), Type.Literal('availability')]),
  },
  { additionalProperties: false },
);

export const StylistConsultBody = Type.Object(
  {
    name: Type.String({ maxLength: NAME_MAX }),
    phone: Type.String({ maxLength: 30 }),
    productId: Type.Optional(Type.Integer({ minimum: 1 })),
    comment: Type.Optional(Type.String({ maxLength: COMMENT_MAX })),
  },
  { additionalProperties: false },
);
