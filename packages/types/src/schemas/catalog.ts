/**
 * Route schemas of the catalogue: POST /catalog/show and /tags/show, GET
 * /pd/frontend/bestsellers, /jewelry/{id}, /designers, /designers/{id}, /search/suggest, /trends.
 */
import { Type } from 'typebox';
import { Closed } from './common';
import {
  DesignerSchema,
  ListingProductSchema,
  ProductSchema,
  ProductShortSchema,
  TrendSchema,
} from './entities';

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

export const CatalogFilterOptionSchema = Closed({
  id: Type.String(),
  name: Type.String(),
  count: Type.Number(),
});

/** What a search listing searched for (url '/search/{query}'). */
export const CatalogSearchInfoSchema = Closed({
  /** The query as typed. */
  query: Type.String(),
  /** Set when nothing had the words as typed: the closest words that find something. */
  correctedQuery: Type.Optional(Type.String()),
});

const ListingCards = Type.Array(ListingProductSchema, {
  description: 'Card projections; the full product is GET /jewelry/{id}',
});

export const CatalogShowResultSchema = Closed({
  quantity: Type.Number(),
  products: ListingCards,
  limit: Type.Number(),
  offset: Type.Number(),
  title: Type.String(),
  /** Facets of the listing before parameters are applied. */
  filters: Closed({
    designers: Type.Array(CatalogFilterOptionSchema),
    categories: Type.Array(CatalogFilterOptionSchema),
    tags: Type.Array(CatalogFilterOptionSchema),
    price: Closed({ min: Type.Number(), max: Type.Number() }),
  }),
  /** Search listings only. */
  search: Type.Optional(CatalogSearchInfoSchema),
});

export const CatalogShowReply = Closed({ result: CatalogShowResultSchema });

export const BestsellersReply = Closed({ bestsellers: ListingCards });

export const ProductReply = Closed({ product: ProductSchema });

/**
 * A digest of every price and stock figure the catalogue's answers are built from: it moves
 * with any of them, and says nothing of the figures themselves.
 */
export const CatalogStampReply = Closed({ stamp: Type.String({ minLength: 1 }) });

export const DesignersReply = Closed({ designers: Type.Array(DesignerSchema) });

export const DesignerReply = Closed({ designer: DesignerSchema });

export const TrendsReply = Closed({ trends: Type.Array(TrendSchema) });

export const SuggestQuerystring = Type.Object(
  { q: Type.String({ minLength: 1, maxLength: 100, description: 'What is typed so far' }) },
  { additionalProperties: false },
);

/** A designer or category the search field suggests. */
export const SearchSuggestLinkSchema = Closed({
  id: Type.String(),
  /** In the storefront's language. */
  name: Type.String(),
  /** e.g. '/designers/volna', '/catalog/rings'. */
  url: Type.String(),
});

export const SearchSuggestReply = Closed({
  query: Type.String(),
  /** Set when nothing matched as typed: the suggestions are for these closest known words. */
  correctedQuery: Type.Optional(Type.String()),
  /** At most 6, most relevant first; `photo` is the small (320 px) picture. */
  products: Type.Array(ProductShortSchema),
  /** At most 3 each. */
  designers: Type.Array(SearchSuggestLinkSchema),
  categories: Type.Array(SearchSuggestLinkSchema),
});
