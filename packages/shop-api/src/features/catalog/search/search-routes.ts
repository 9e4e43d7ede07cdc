/** GET /search/suggest?q= (backend addition): suggestions while typing in the search field. */
import type { SearchSuggestResponse } from '@shop/types';
import { SearchSuggestReply, SuggestQuerystring, replies } from '@shop/types/schemas';
import type { App } from '../../../app-context';
import type { CatalogService } from '../catalog-service';
import { shortOf } from '../product-mapper';
import { fold } from './analyzer';
import type { SearchService } from './search-service';

/** Answers per query and storefront: the catalogue does not change while the API runs. */
const MAX_CACHED = 1000;

export function registerSearchRoutes(
  app: App,
  catalog: CatalogService,
  search: SearchService,
): void {
  const cache = new Map<string, SearchSuggestResponse>();

  app.get(
    '/search/suggest',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'Suggestions while typing (backend addition): up to 6 products (small photo, price), 3 designers, 3 categories; correctedQuery when only a typo correction matched',
        querystring: SuggestQuerystring,
        response: replies({ 200: SearchSuggestReply }),
      },
    },
    async (request, reply) => {
      const { q } = request.query;
      const { locale, currency } = request.shop;
      const key = JSON.stringify([fold(q).trim(), locale, currency]);
      let answer = cache.get(key);
      if (!answer) {
        const found = await search.suggest(q);
        const map = catalog.mapContext(locale, currency);
        const rows = await catalog.repo.byIds(found.productIds);
        const byId = new Map(rows.map((row) => [row.id, row]));
        answer = {
          query: q,
          ...(found.correctedQuery ? { correctedQuery: found.correctedQuery } : {}),
          products: found.productIds.flatMap((id) => {
            const row = byId.get(id);
            if (!row) return [];
            // A thumbnail: the small picture, not the card's medium one.
            return [
              {
                ...shortOf(row, map),
                photo: map.media.productSizes(row.image_index, 'webp').small,
              },
            ];
          }),
          designers: found.designers.map((d) => ({ id: d.id, name: d.name[locale], url: d.url })),
          categories: found.categories.map((c) => ({ id: c.id, name: c.name[locale], url: c.url })),
        };
        if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
        cache.set(key, answer);
      }
      // The storefront (host, header) and the location cookie decide language and currency.
      return reply.header('cache-control', 'private, max-age=60').send({ ...answer, query: q });
    },
  );
}
