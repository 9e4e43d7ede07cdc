/** Route schemas of the wishlist: POST /favorites/show, /items, /merge, /{id}; DELETE /favorites/{id}, /favorites/. */
import { Type } from 'typebox';
import { Closed } from './common';
import { ProductSchema } from './entities';

const ProductId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const FavoritesShowBody = Type.Object({
  favorites: Type.Optional(Type.Array(ProductId, { maxItems: 500 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 1 })),
  sort: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'desc' })),
  inStock: Type.Optional(Type.Boolean({ default: true })),
});
export const FavoriteIdParam = Type.Object({ id: ProductId });
export const FavoritesDeleteBody = Type.Object({
  items: Type.Array(ProductId, { minItems: 1, maxItems: 500 }),
});
/** A guest list merged on login: duplicates and unknown products are ignored, so it is not minItems. */
export const FavoritesMergeBody = Type.Object({
  items: Type.Array(ProductId, { maxItems: 500 }),
});
export const FavoritesItemsBody = Type.Object({
  sku_ids: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 500 }),
});

/** docs/product/09-constants.md#page-sizes: favorites page size. */
export const FAVORITES_PAGE_SIZE = 20;

export const FavoritesShowReply = Closed({
  result: Closed({
    products: Type.Array(ProductSchema),
    favoriteItemIds: Type.Array(Type.Number()),
    quantity: Type.Number(),
    page: Type.Number(),
    pages: Type.Number(),
  }),
});

export const FavoritesChangeReply = Closed({
  result: Type.Boolean(),
  favoriteItemIds: Type.Array(Type.Number()),
});

export const FavoritesItemsReply = Closed({ item_ids: Type.Array(Type.Number()) });
