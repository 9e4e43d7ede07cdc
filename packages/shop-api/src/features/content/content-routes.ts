/**
 * The content feature: GET /content/pages/{slug}?locale (backend addition), GET /api/v1/services/{key},
 * GET /main-page, POST /pd/frontend/common_data, POST /subscriber-exists, GET /shops (addition).
 */
import type {
  Banner,
  CommonDataResponse,
  ContentPageResponse,
  MainPageResponse,
  MenuItem,
  ServiceResponse,
  ShopsResponse,
  SubscriberExistsResponse,
} from '@shop/types';
import {
  CommonDataBody,
  CommonDataReply,
  ContentPageReply,
  LocaleQuery,
  MainPageReply,
  ServiceKeyParam,
  ServiceReply,
  ShopsReply,
  SubscriberExistsBody,
  SubscriberExistsReply,
  replies,
} from '@shop/types/schemas';
import { storefrontForCountry } from '@shop/storefront';
import { DOMAIN_REDIRECT_HEADER } from '@shop/types';
import type { FeaturePlugin } from '../../app-context';
import { HttpError } from '../../errors';
import { AUTH_RATE_LIMIT } from '../auth/auth-schema';
import { UserRepository } from '../auth/user-repository';
import { CartRepository } from '../cart/cart-repository';
import { defaultLocation } from '../location/default-locations';
import { storefrontHostForCountry } from '../location/location-routes';
import { MarketingPlatform } from '../marketing/marketing-platform';
import { assertFields, emailChecks } from '../marketing/marketing-validation';
import { ContentRepository } from './content-repository';
import { PAGES, SERVICE_KEYS, SERVICE_ONLY } from './pages-content';
import { shopCountry, shopTexts } from './shop-texts';

export const contentFeature: FeaturePlugin = async (app, { ctx }) => {
  const users = new UserRepository(ctx);
  const carts = new CartRepository(ctx);
  const content = new ContentRepository(ctx);
  const marketing = new MarketingPlatform(ctx);
  const rateLimit = ctx.options.disableRateLimit ? undefined : AUTH_RATE_LIMIT;

  app.get(
    '/content/pages/*',
    {
      schema: {
        tags: ['content'],
        summary: 'Static page text (backend addition); slug may contain one slash (landings/…)',
        querystring: LocaleQuery,
        response: replies({ 200: ContentPageReply }, 404),
      },
    },
    async (request): Promise<ContentPageResponse> => {
      const slug = ((request.params as { '*': string })['*'] ?? '')
        .replace(/^\/+|\/+$/g, '')
        .toLowerCase();
      // Own keys only: `__proto__` or `constructor` is no page (attack pass, stop 52).
      const page = Object.hasOwn(PAGES, slug) ? PAGES[slug] : undefined;
      if (!page) throw new HttpError('not_found', `Unknown page ${slug}`);
      return page[request.query.locale ?? request.shop.locale];
    },
  );

  app.get(
    '/api/v1/services/:key',
    {
      schema: {
        tags: ['content'],
        summary: 'Service popup content by key (delivery is the default source)',
        params: ServiceKeyParam,
        response: replies({ 200: ServiceReply }, 404),
      },
    },
    async (request): Promise<ServiceResponse> => {
      const key = request.params.key.toLowerCase();
      const target = Object.hasOwn(SERVICE_KEYS, key) ? SERVICE_KEYS[key] : undefined;
      const page = target ? (PAGES[target] ?? SERVICE_ONLY[target]) : undefined;
      if (!page) throw new HttpError('not_found', `Unknown service ${key}`);
      const locale = request.shop.locale;
      return {
        data: { data: { key, title: page[locale].title, body: page[locale].body, locale } },
      };
    },
  );

  app.get(
    '/main-page',
    {
      schema: {
        tags: ['content'],
        summary: 'mainBanner, certificateStoryImage, banners (split first 3, next 3, rest)',
        response: replies({ 200: MainPageReply }, 404),
      },
    },
    async (request): Promise<MainPageResponse> => {
      const locale = request.shop.locale;
      const rows = await content.banners();
      const banners: Banner[] = rows.map((b) => ({
        id: b.id,
        title: locale === 'ru' ? b.title_ru : b.title_en,
        subtitle: locale === 'ru' ? b.subtitle_ru : b.subtitle_en,
        url: b.url,
        image: ctx.media.imageSet(b.image_key),
        ...(b.fetch_url
          ? {
              fetchUrl: b.fetch_url,
              query: {
                url: b.fetch_url === 'tags' ? '/bestseller' : b.url.replace('/catalog', ''),
                limit: 12,
              },
            }
          : {}),
      }));
      const [mainBanner, ...rest] = banners;
      if (!mainBanner) throw new HttpError('not_found', 'No banners');
      return { mainBanner, certificateStoryImage: ctx.media.imageSet('story'), banners: rest };
    },
  );

  app.post(
    '/pd/frontend/common_data',
    {
      config: { csrf: false },
      schema: {
        tags: ['content'],
        summary: 'User, cart count, menu and locale data for the shell',
        body: CommonDataBody,
        response: replies({ 200: CommonDataReply }),
      },
    },
    async (request, reply): Promise<CommonDataResponse> => {
      const { session, locale, storefront, currency, country } = request.shop;
      const user = await users.currentUser(session?.user_id);
      const cart = session ? await carts.find(session.id, session.user_id) : undefined;
      const totalProducts = cart ? await carts.totalProducts(cart) : 0;
      const categories = await content.categories();
      const menu: MenuItem[] = [
        { title: locale === 'ru' ? 'Новинки' : 'New in', url: '/catalog/new' },
        ...categories
          .filter((c) => c.parent_id === null)
          .map((c) => ({
            title: locale === 'ru' ? c.name_ru : c.name_en,
            url: `/catalog/${c.id}`,
            children: categories
              .filter((child) => child.parent_id === c.id)
              .map((child) => ({
                title: locale === 'ru' ? child.name_ru : child.name_en,
                url: `/catalog/${c.id}/${child.id}`,
              })),
          })),
        { title: locale === 'ru' ? 'Дизайнеры' : 'Designers', url: '/designers' },
        { title: locale === 'ru' ? 'Скидки' : 'Sale', url: '/catalog/sale' },
      ];
      const location = request.shop.location ?? defaultLocation(country, locale);
      // A location chosen for the other storefront's country sends the visitor to its domain.
      if (request.shop.location && storefrontForCountry(country) !== storefront)
        reply.header(DOMAIN_REDIRECT_HEADER, storefrontHostForCountry(ctx, request, country));
      return {
        user: { user, cartData: { totalProducts } },
        menu,
        locale: { locale, storefront, currency, location },
      };
    },
  );

  app.post(
    '/subscriber-exists',
    {
      // It tells whether an e-mail is a customer's: the login's per-address limit applies.
      config: { csrf: false, ...(rateLimit ? { rateLimit } : {}) },
      schema: {
        tags: ['content'],
        summary:
          'Is the e-mail subscribed (the newsletter list of the marketing platform, order opt-ins, subscribed users)',
        body: SubscriberExistsBody,
        response: replies({ 200: SubscriberExistsReply }),
      },
    },
    async (request): Promise<SubscriberExistsResponse> => {
      assertFields(emailChecks(request.body.email));
      const email = request.body.email.trim().toLowerCase();
      const [onNewsletter, here] = await Promise.all([
        marketing.isSubscribed(email, 'newsletter'),
        content.isSubscribedHere(email),
      ]);
      return { email: Boolean(onNewsletter || here) };
    },
  );

  app.get(
    '/shops',
    {
      schema: {
        tags: ['content'],
        summary:
          'The twelve shops (ids 1–12): name, mall, address and country, in the storefront’s language (backend addition)',
        response: replies({ 200: ShopsReply }),
      },
    },
    async (request): Promise<ShopsResponse> => {
      const rows = await content.shops();
      return {
        shops: rows.map((s) => ({
          id: s.id,
          ...shopTexts(s, request.shop.locale),
          country_iso_code: shopCountry(s.id),
          workHours: s.work_hours,
          phone: s.phone,
          lat: s.lat,
          lng: s.lng,
        })),
      };
    },
  );
};
