/** GET /trends: the trends of the /trend index, in the storefront's language (backend addition). */
import type { TrendsResponse } from '@shop/types';
import type { FeatureRoutes } from '../../app-context';

export const registerTrendRoutes: FeatureRoutes = (app, ctx) => {
  app.get(
    '/trends',
    { schema: { tags: ['catalog'], summary: 'The trends of the /trend index (backend addition)' } },
    async (request): Promise<TrendsResponse> => {
      const rows = await ctx.db.selectFrom('trends').selectAll().execute();
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
};
