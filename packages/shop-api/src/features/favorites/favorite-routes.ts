/**
 * Favorites: POST /favorites/show (guests send their local ids; users get the server list),
 * POST /favorites/{id}, DELETE /favorites/{id}, DELETE /favorites/ (401 for guests),
 * POST /favorites/items (SKU ids → product ids), POST /favorites/merge (a guest list on login, one call).
 */
import type {
  FavoritesChangeResponse,
  FavoritesItemsResponse,
  FavoritesShowResponse,
} from '@shop/types';
import {
  FAVORITES_PAGE_SIZE,
  FavoriteIdParam,
  FavoritesChangeReply,
  FavoritesDeleteBody,
  FavoritesItemsBody,
  FavoritesItemsReply,
  FavoritesMergeBody,
  FavoritesShowBody,
  FavoritesShowReply,
  replies,
} from '@shop/types/schemas';
import type { FeaturePlugin } from '../../app-context';
import { HttpError } from '../../errors';
import { requireUserId } from '../../plugins/session';
import { CatalogService } from '../catalog/catalog-service';
import { FavoriteRepository } from './favorite-repository';

export const favoriteFeature: FeaturePlugin = async (app, { ctx }) => {
  const favorites = new FavoriteRepository(ctx);
  const catalog = new CatalogService(ctx);

  app.post(
    '/favorites/show',
    {
      config: { csrf: false },
      schema: {
        tags: ['favorites'],
        summary: 'Wishlist page (20 per page)',
        body: FavoritesShowBody,
        response: replies({ 200: FavoritesShowReply }),
      },
    },
    async (request): Promise<FavoritesShowResponse> => {
      const { page = 1, sort = 'desc', inStock = true } = request.body;
      const userId = request.shop.session?.user_id;
      const ids = userId ? await favorites.ids(userId) : [...new Set(request.body.favorites ?? [])];
      const ordered = sort === 'desc' ? [...ids].reverse() : ids;
      const map = catalog.mapContext(request.shop.locale, request.shop.currency);
      let products = await catalog.productsByIds(ordered, map);
      if (inStock) products = products.filter((p) => p.canBuy || p.itemCard.isShowcase);
      const pages = Math.max(1, Math.ceil(products.length / FAVORITES_PAGE_SIZE));
      return {
        result: {
          products: products.slice((page - 1) * FAVORITES_PAGE_SIZE, page * FAVORITES_PAGE_SIZE),
          favoriteItemIds: ids,
          quantity: products.length,
          page,
          pages,
        },
      };
    },
  );

  app.post(
    '/favorites/items',
    {
      config: { csrf: false },
      schema: {
        tags: ['favorites'],
        summary: 'Product ids of SKU ids',
        body: FavoritesItemsBody,
        response: replies({ 200: FavoritesItemsReply }),
      },
    },
    async (request): Promise<FavoritesItemsResponse> => {
      return { item_ids: await favorites.productIdsOfSkus(request.body.sku_ids) };
    },
  );

  app.post(
    '/favorites/merge',
    {
      config: { auth: true },
      schema: {
        tags: ['favorites'],
        summary: 'Merge a guest wishlist into the server one (login): one call for the whole list',
        body: FavoritesMergeBody,
        response: replies({ 200: FavoritesChangeReply }, 401),
      },
    },
    async (request): Promise<FavoritesChangeResponse> => {
      const userId = requireUserId(request);
      const wanted = [...new Set(request.body.items)];
      // Unknown (e.g. since deleted) products are dropped, not an error: the rest still merges.
      const knownSet = await favorites.knownProducts(wanted);
      await favorites.addMany(
        userId,
        wanted.filter((id) => knownSet.has(id)),
      );
      return { result: true, favoriteItemIds: await favorites.ids(userId) };
    },
  );

  app.post(
    '/favorites/:id',
    {
      config: { auth: true },
      schema: {
        tags: ['favorites'],
        summary: 'Add to the server wishlist',
        params: FavoriteIdParam,
        response: replies({ 200: FavoritesChangeReply }, 401, 404),
      },
    },
    async (request): Promise<FavoritesChangeResponse> => {
      const userId = requireUserId(request);
      const known = await favorites.knownProducts([request.params.id]);
      if (!known.size) throw new HttpError('not_found', 'Unknown product');
      await favorites.add(userId, request.params.id);
      return { result: true, favoriteItemIds: await favorites.ids(userId) };
    },
  );

  app.delete(
    '/favorites/:id',
    {
      config: { auth: true },
      schema: {
        tags: ['favorites'],
        summary: 'Remove from the server wishlist',
        params: FavoriteIdParam,
        response: replies({ 200: FavoritesChangeReply }, 401),
      },
    },
    async (request): Promise<FavoritesChangeResponse> => {
      const userId = requireUserId(request);
      const removed = await favorites.remove(userId, [request.params.id]);
      return { result: removed > 0, favoriteItemIds: await favorites.ids(userId) };
    },
  );

  app.delete(
    '/favorites/',
    {
      config: { auth: true },
      schema: {
        tags: ['favorites'],
        summary: 'Remove several (at least one) items',
        body: FavoritesDeleteBody,
        response: replies({ 200: FavoritesChangeReply }, 401),
      },
    },
    async (request): Promise<FavoritesChangeResponse> => {
      const userId = requireUserId(request);
      const removed = await favorites.remove(userId, request.body.items);
      return { result: removed > 0, favoriteItemIds: await favorites.ids(userId) };
    },
  );
};
