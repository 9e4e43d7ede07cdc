/** GET /trends: the trends of the /trend index, in the storefront's language (backend addition). */
import type { TrendsResponse } from '@shop/types';
import { TrendsReply, replies } from '@shop/types/schemas';
import type { App } from '../../app-context';
import type { CatalogRepository } from './catalog-repository';

export function registerTrendRoutes(app: App, repo: CatalogRepository): void {
  app.get(
    '/trends',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The trends of the /trend index (backend addition)',
        response: replies({ 200: TrendsReply }),
      },
    },
    async (request): Promise<TrendsResponse> => {
      const rows = await repo.trends();
      const locale = request.shop.locale;
      const trends = rows.map((trend) => ({
        id: trend.id,
        name: locale === 'ru' ? trend.name_ru : trend.name_en,
        url: `/trend/${trend.id}`,
      }));
      // An index: by name in the storefront's language.
      return { trends: trends.sort((a, b) => a.name.localeCompare(b.name, locale)) };
    },
  );
}
