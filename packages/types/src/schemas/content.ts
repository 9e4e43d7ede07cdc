/**
 * Route schemas of content and common data: GET /content/pages/{slug}, /api/v1/services/{key},
 * /main-page, /shops; POST /pd/frontend/common_data, /subscriber-exists.
 */
import { Type } from 'typebox';
import { Closed, CurrencySchema, LocaleSchema } from './common';
import { LocationSchema, MainPageSchema, MenuItemSchema, ShopSchema, UserSchema } from './entities';

export const LocaleQuery = Type.Object({ locale: Type.Optional(LocaleSchema) });

export const ServiceKeyParam = Type.Object({ key: Type.String({ maxLength: 100 }) });

export const ContentPageReply = Closed({ title: Type.String(), body: Type.String() });

export const ServiceContentSchema = Closed({
  key: Type.String(),
  title: Type.String(),
  /** HTML-free text with blank-line separated paragraphs. */
  body: Type.String(),
  locale: LocaleSchema,
});

/** The client returns data.data. */
export const ServiceReply = Closed({
  data: Closed({ data: ServiceContentSchema }),
});

export const MainPageReply = MainPageSchema;

export const CommonDataBody = Type.Optional(
  Type.Object({
    /** Current page path (informative). */
    url: Type.Optional(Type.String({ maxLength: 500 })),
    data: Type.Optional(
      Type.Record(
        Type.String(),
        Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]),
      ),
    ),
  }),
);

export const CommonDataReply = Closed({
  user: Closed({
    user: UserSchema,
    cartData: Closed({ totalProducts: Type.Number() }),
  }),
  menu: Type.Array(MenuItemSchema),
  locale: Closed({
    locale: LocaleSchema,
    storefront: LocaleSchema,
    currency: CurrencySchema,
    location: LocationSchema,
  }),
});

export const SubscriberExistsBody = Type.Object({ email: Type.String({ maxLength: 200 }) });
export const SubscriberExistsReply = Closed({ email: Type.Boolean() });

export const ShopsReply = Closed({ shops: Type.Array(ShopSchema) });
