/**
 * Route schemas of content and common data: GET /content/pages/{slug}, /api/v1/services/{key},
 * /main-page, /shops; POST /pd/frontend/common_data, /subscriber-exists.
 */
import { Type } from 'typebox';
import type { Location, MainPage, MenuItem, Shop, User } from '../entities';
import { Entity } from './common';

export const LocaleSchema = Type.Union([Type.Literal('ru'), Type.Literal('en')]);
export const CurrencySchema = Type.Union([
  Type.Literal('RUB'),
  Type.Literal('USD'),
  Type.Literal('AED'),
]);
export const LocationSchema = Entity<Location>('Location');

export const LocaleQuery = Type.Object({ locale: Type.Optional(LocaleSchema) });

export const ServiceKeyParam = Type.Object({ key: Type.String({ maxLength: 100 }) });

export const ContentPageReply = Type.Object({ title: Type.String(), body: Type.String() });

export const ServiceContentSchema = Type.Object({
  key: Type.String(),
  title: Type.String(),
  /** HTML-free text with blank-line separated paragraphs. */
  body: Type.String(),
  locale: LocaleSchema,
});

/** The client returns data.data. */
export const ServiceReply = Type.Object({
  data: Type.Object({ data: ServiceContentSchema }),
});

export const MainPageReply = Entity<MainPage>('MainPage');

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

export const CommonDataReply = Type.Object({
  user: Type.Object({
    user: Entity<User>('User'),
    cartData: Type.Object({ totalProducts: Type.Number() }),
  }),
  menu: Type.Array(Entity<MenuItem>('MenuItem')),
  locale: Type.Object({
    locale: LocaleSchema,
    storefront: LocaleSchema,
    currency: CurrencySchema,
    location: LocationSchema,
  }),
});

export const SubscriberExistsBody = Type.Object({ email: Type.String({ maxLength: 200 }) });
export const SubscriberExistsReply = Type.Object({ email: Type.Boolean() });

export const ShopsReply = Type.Object({ shops: Type.Array(Entity<Shop>('Shop')) });
