/** Route schemas of the marketing-platform stand-in (ADR 0016): POST /marketing/subscriptions, /price-subscriptions, /stylist-consults. */
import { Type } from 'typebox';
import { Closed } from './common';

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

export const MarketingSubscribeReply = Closed({
  subscribed: Type.Literal(true),
  alreadySubscribed: Type.Boolean(),
});

export const ProductSubscribeReply = Closed({ subscribed: Type.Literal(true) });

export const StylistConsultReply = Closed({ requestId: Type.String() });
