/**
 * Route schemas of the catalogue: POST /catalog/show and /tags/show, GET
 * /pd/frontend/bestsellers, /jewelry/{id}, /designers, /designers/{id}, /search/suggest, /trends.
 */
import { Type } from 'typebox';
import type { Designer, ListingProduct, Product, ProductShort, Trend } from '../entities';
import { Entity } from './common';

const StringOrList = Type.Union([
  Type.String({ maxLength: 500 }),
  Type.Array(Type.String({ maxLength: 100 }), { maxItems: 50 }),
]);

export const CatalogSortSchema = Type.Union([
  Type.Literal('popular'),
  Type.Literal('new'),
  Type.Literal('price_asc'),
  Type.Literal('price_desc'),
]);

export const CatalogShowParametersSchema = Type.Object(
  {
    sort: Type.Optional(CatalogSortSchema),
    price_from: Type.Optional(Type.Number({ minimum: 0 })),
    price_to: Type.Optional(Type.Number({ minimum: 0 })),
    /** Designer id(s). */
    designer: Type.Optional(StringOrList),
    /** Category id(s). */
    category: Type.Optional(StringOrList),
    in_stock: Type.Optional(Type.Boolean()),
    /** Tag code(s). */
    tags: Type.Optional(StringOrList),
  },
  { additionalProperties: false },
);

export const CatalogShowBody = Type.Object(
  {
    url: Type.String({
      maxLength: 300,
      description:
        "Listing path after '/catalog' ('' = all), or '/designers/{id}', '/trend/{id}', '/search/{q}', '/jewelry'",
    }),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 48, default: 48 })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, default: 0 })),
    parameters: Type.Optional(CatalogShowParametersSchema),
  },
  { additionalProperties: false },
);

export const IdParam = Type.Object({ id: Type.String({ minLength: 1, maxLength: 200 }) });

export const SectionParam = Type.Object({
  section: Type.Union([Type.Literal('catalog'), Type.Literal('tags')]),
});

export const CatalogFilterOptionSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  count: Type.Number(),
});

/** What a search listing searched for (url '/search/{query}'). */
export const CatalogSearchInfoSchema = Type.Object({
  /** The query as typed. */
  query: Type.String(),
  /** Set when nothing had the words as typed: the closest words that find something. */
  correctedQuery: Type.Optional(Type.String()),
});

const ListingCards = Type.Array(Entity<ListingProduct>('ListingProduct'), {
  description: 'Card projections; the full product is GET /jewelry/{id}',
});

export const CatalogShowResultSchema = Type.Object({
  quantity: Type.Number(),
  products: ListingCards,
  limit: Type.Number(),
  offset: Type.Number(),
  title: Type.String(),
  /** Facets of the listing before parameters are applied. */
  filters: Type.Object({
    designers: Type.Array(CatalogFilterOptionSchema),
    categories: Type.Array(CatalogFilterOptionSchema),
    tags: Type.Array(CatalogFilterOptionSchema),
    price: Type.Object({ min: Type.Number(), max: Type.Number() }),
  }),
  /** Search listings only. */
  search: Type.Optional(CatalogSearchInfoSchema),
});

export const CatalogShowReply = Type.Object({ result: CatalogShowResultSchema });

export const BestsellersReply = Type.Object({ bestsellers: ListingCards });

export const ProductReply = Type.Object({ product: Entity<Product>('Product') });

export const DesignersReply = Type.Object({ designers: Type.Array(Entity<Designer>('Designer')) });

export const DesignerReply = Type.Object({ designer: Entity<Designer>('Designer') });

export const TrendsReply = Type.Object({ trends: Type.Array(Entity<Trend>('Trend')) });

export const SuggestQuerystring = Type.Object(
  { q: Type.String({ minLength: 1, maxLength: 100, description: 'What is typed so far' }) },
  { additionalProperties: false },
);

/** A designer or category the search field suggests. */
export const SearchSuggestLinkSchema = Type.Object({
  id: Type.String(),
  /** In the storefront's language. */
  name: Type.String(),
  /** e.g. '/designers/volna', '/catalog/rings'. */
  url: Type.String(),
});

export const SearchSuggestReply = Type.Object({
  query: Type.String(),
  /** Set when nothing matched as typed: the suggestions are for these closest known words. */
  correctedQuery: Type.Optional(Type.String()),
  /** At most 6, most relevant first; `photo` is the small (320 px) picture. */
  products: Type.Array(Entity<ProductShort>('ProductShort')),
  /** At most 3 each. */
  designers: Type.Array(SearchSuggestLinkSchema),
  categories: Type.Array(SearchSuggestLinkSchema),
});
