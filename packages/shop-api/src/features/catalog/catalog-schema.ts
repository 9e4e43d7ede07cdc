/** Route schemas of the catalogue (validation and OpenAPI). */
import { Type } from '@fastify/type-provider-typebox';

const StringOrList = Type.Union([
  Type.String({ maxLength: 500 }),
  Type.Array(Type.String({ maxLength: 100 }), { maxItems: 50 }),
]);

export const CatalogShowBody = Type.Object(
  {
    url: Type.String({
      maxLength: 300,
      description:
        "Listing path after '/catalog' ('' = all), or '/designers/{id}', '/trend/{id}', '/search/{q}', '/jewelry'",
    }),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 48, default: 48 })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, default: 0 })),
    parameters: Type.Optional(
      Type.Object(
        {
          sort: Type.Optional(
            Type.Union([
              Type.Literal('popular'),
              Type.Literal('new'),
              Type.Literal('price_asc'),
              Type.Literal('price_desc'),
            ]),
          ),
          price_from: Type.Optional(Type.Number({ minimum: 0 })),
          price_to: Type.Optional(Type.Number({ minimum: 0 })),
          designer: Type.Optional(StringOrList),
          category: Type.Optional(StringOrList),
          in_stock: Type.Optional(Type.Boolean()),
          tags: Type.Optional(StringOrList),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

export const IdParam = Type.Object({ id: Type.String({ minLength: 1, maxLength: 200 }) });

export const SectionParam = Type.Object({
  section: Type.Union([Type.Literal('catalog'), Type.Literal('tags')]),
});
