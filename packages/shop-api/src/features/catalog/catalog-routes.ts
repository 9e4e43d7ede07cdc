/**
 * The catalogue feature: POST /catalog/show, POST /tags/show, GET /pd/frontend/bestsellers, and the backend's
 * additions GET /jewelry/{id}, GET /designers, GET /designers/{id}, GET /search/suggest,
 * GET /trends.
 */
import { createHash } from 'node:crypto';
import type { BestsellersResponse, CatalogShowResponse, CatalogShowParameters } from '@shop/types';
import {
  BestsellersReply,
  CatalogStampReply,
  CatalogShowBody,
  CatalogShowReply,
  DesignerReply,
  DesignersReply,
  IdParam,
  ProductReply,
  SectionParam,
  replies,
} from '@shop/types/schemas';
import type { FeaturePlugin } from '../../app-context';
import { HttpError } from '../../errors';
import { CatalogService } from './catalog-service';
import { ListingCache, sendCachedJson } from './listing-cache';
import { parseListingUrl } from './listing-filter';
import { registerSearchRoutes } from './search/search-routes';
import { registerTrendRoutes } from './trend-routes';
import { SearchService } from './search/search-service';

export const catalogFeature: FeaturePlugin = async (app, { ctx }) => {
  const catalog = new CatalogService(ctx);
  const search = new SearchService(ctx);
  const listings = new ListingCache();
  /**
   * The answer from the cache while stock and prices are unchanged, else built, serialized by
   * the route's response schema (reply.serialize) and kept.
   */
  const cachedAnswer = async (key: string, build: () => Promise<string>) => {
    const stamp = await catalog.repo.listingStamp();
    return listings.get(key, stamp) ?? listings.set(key, stamp, await build());
  };

  app.post(
    '/:section/show',
    {
      config: { csrf: false },
      schema: {
        tags: ['catalog'],
        summary: 'Catalogue listing (section catalog or tags): result.quantity and result.products',
        params: SectionParam,
        body: CatalogShowBody,
        response: replies({ 200: CatalogShowReply }, 404),
      },
    },
    async (request, reply) => {
      const { section } = request.params;
      const { url, limit = 48, offset = 0 } = request.body;
      const parameters: CatalogShowParameters = request.body.parameters ?? {};
      const parsed = parseListingUrl(section, url);
      const { currency, locale } = request.shop;
      const key = JSON.stringify([section, url, parameters, limit, offset, locale, currency]);
      const answer = await cachedAnswer(key, async () => {
        // A search looks for the corrected words when only they find something.
        const filter =
          parsed.kind === 'search' && parsed.query
            ? { ...parsed, match: await search.resolve(parsed.query) }
            : parsed;
        const title = await catalog.repo.assertListing(filter);
        const [{ rows, quantity }, filters] = await Promise.all([
          catalog.repo.listing(filter, parameters, currency, limit, offset),
          catalog.repo.facets(filter, currency, locale),
        ]);
        const products = await catalog.toCards(rows, catalog.mapContext(locale, currency));
        const [ru, en] = title.split('|');
        const body: CatalogShowResponse = {
          result: {
            quantity,
            products,
            limit,
            offset,
            title: (locale === 'ru' ? ru : en) ?? '',
            filters,
            ...(filter.kind === 'search'
              ? {
                  search: {
                    query: filter.query,
                    ...(filter.match?.correctedQuery
                      ? { correctedQuery: filter.match.correctedQuery }
                      : {}),
                  },
                }
              : {}),
          },
        };
        // The route's JSON serializer (its response schema) makes text.
        return reply.serialize(body) as string;
      });
      return sendCachedJson(request, reply, answer);
    },
  );

  registerSearchRoutes(app, catalog, search);
  registerTrendRoutes(app, catalog.repo);

  // The shell's page cache asks this about once a second while it serves pages, and keeps a
  // page it rendered as long as the stamp has not moved (ADR 30): a digest, since the stamp's
  // sums (the shop's total stock among them) are nobody's business.
  app.get(
    '/catalog/stamp',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'Changes whenever a price or the stock of any product changes (backend addition: the edge revalidates cached pages by it)',
        response: replies({ 200: CatalogStampReply }),
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const stamp = await catalog.repo.listingStamp();
      return { stamp: createHash('sha256').update(stamp).digest('base64url').slice(0, 22) };
    },
  );

  app.get(
    '/pd/frontend/bestsellers',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Bestsellers slider',
        response: replies({ 200: BestsellersReply }),
      },
    },
    async (request, reply) => {
      const { locale, currency } = request.shop;
      const answer = await cachedAnswer(
        JSON.stringify(['bestsellers', locale, currency]),
        async () => {
          const body: BestsellersResponse = {
            bestsellers: await catalog.toCards(
              await catalog.repo.bestsellers(16),
              catalog.mapContext(locale, currency),
            ),
          };
          return reply.serialize(body) as string;
        },
      );
      return sendCachedJson(request, reply, answer);
    },
  );

  app.get(
    '/jewelry/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Product page by id or url slug (backend addition)',
        params: IdParam,
        response: replies({ 200: ProductReply }, 404),
      },
    },
    async (request) => {
      const product = await catalog.productPage(
        request.params.id,
        catalog.mapContext(request.shop.locale, request.shop.currency),
      );
      if (!product) throw new HttpError('not_found', 'Unknown product');
      return { product };
    },
  );

  app.get(
    '/designers',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Designers index (backend addition)',
        response: replies({ 200: DesignersReply }),
      },
    },
    async (request) => ({
      designers: await catalog.repo.designers(request.shop.locale),
    }),
  );

  app.get(
    '/designers/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One designer (backend addition)',
        params: IdParam,
        response: replies({ 200: DesignerReply }, 404),
      },
    },
    async (request) => {
      const [designer] = await catalog.repo.designers(request.shop.locale, request.params.id);
      if (!designer) throw new HttpError('not_found', 'Unknown designer');
      return { designer };
    },
  );
};
