/** GET /api/pickup-points/providers, /list/ (cursor, per_page ≤ 50), /map/ (arrays as key[]). */
import type {
  Locale,
  PickupPoint,
  PickupPointsListResponse,
  PickupPointsMapResponse,
  PickupProvidersResponse,
} from '@shop/types';
import {
  PickupPointsListReply,
  PickupPointsMapReply,
  PickupPointsQuerySchema as Query,
  PickupProvidersReply,
  replies,
} from '@shop/types/schemas';
import type { FeaturePlugin } from '../../app-context';
import { HttpError } from '../../errors';
import type { PickupPointTable } from '../../db/schema';
import { type PointsQuery, PickupPointRepository, pointAddresses } from './pickup-point-repository';
import { type ProviderTexts, providerTexts } from './provider-texts';

export const pickupPointFeature: FeaturePlugin = async (app, { ctx }) => {
  const points = new PickupPointRepository(ctx);
  const providers = () => points.providers();
  const filtered = (query: PointsQuery) => points.filtered(query);

  /** Names in the storefront's language (the English one writes CDEK, not СДЭК). */
  const texts = async (request: { shop: { locale: Locale } }) =>
    providerTexts(await providers(), request.shop.locale);

  const toPoint = (row: PickupPointTable, names: ProviderTexts, rub: boolean): PickupPoint => ({
    id: row.id,
    provider: { id: row.provider_id, name: names.provider(row.provider_id) },
    name: names.point(row.name, row.provider_id),
    code: row.code,
    country_iso_code: row.country_iso,
    city: row.city,
    address: row.address,
    ...pointAddresses(row),
    lat: row.lat,
    lng: row.lng,
    workHours: row.work_hours,
    phone: row.phone,
    deliveryDays: row.delivery_days,
    price: rub ? row.price_rub : row.price_usd,
    currency: rub ? 'RUB' : 'USD',
    paymentCard: row.payment_card === 1,
    fitting: row.fitting === 1,
  });

  app.get(
    '/api/pickup-points/providers',
    { schema: { tags: ['pickup-points'], response: replies({ 200: PickupProvidersReply }) } },
    async (request): Promise<PickupProvidersResponse> => {
      const all = await providers();
      const names = providerTexts(all, request.shop.locale);
      return { data: all.map((p) => ({ id: p.id, name: names.provider(p.id) })) };
    },
  );

  app.get(
    '/api/pickup-points/list/',
    {
      schema: {
        tags: ['pickup-points'],
        querystring: Query,
        response: replies({ 200: PickupPointsListReply }),
      },
    },
    async (request): Promise<PickupPointsListResponse> => {
      const perPage = request.query.per_page ?? 50;
      const cursor = request.query.cursor;
      let after = -1;
      if (cursor !== undefined) {
        const decoded = Buffer.from(cursor, 'base64url').toString('utf8');
        after = /^\d{1,9}$/.test(decoded) ? Number(decoded) : NaN;
        if (!Number.isInteger(after))
          throw new HttpError('validation_failed', 'Invalid cursor', { cursor: ['invalid'] });
      }
      const totalRow = await filtered(request.query)
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      const rows = await filtered(request.query)
        .where('sort', '>', after)
        .orderBy('sort')
        .limit(perPage + 1)
        .execute();
      const page = rows.slice(0, perPage);
      const names = await texts(request);
      const last = page.at(-1);
      return {
        data: {
          items: page.map((row) => toPoint(row, names, request.shop.currency === 'RUB')),
          next_cursor:
            rows.length > perPage && last
              ? Buffer.from(String(last.sort)).toString('base64url')
              : null,
          total: Number(totalRow?.n ?? 0),
          per_page: perPage,
        },
      };
    },
  );

  app.get(
    '/api/pickup-points/map/',
    {
      schema: {
        tags: ['pickup-points'],
        querystring: Query,
        response: replies({ 200: PickupPointsMapReply }),
      },
    },
    async (request): Promise<PickupPointsMapResponse> => {
      const rows = await filtered(request.query).orderBy('sort').execute();
      const names = await texts(request);
      return {
        data: {
          points: rows.map((r) => ({
            id: r.id,
            lat: r.lat,
            lng: r.lng,
            providerId: r.provider_id,
            name: names.point(r.name, r.provider_id),
            address: `${r.city}, ${r.address}`,
          })),
          total: rows.length,
        },
      };
    },
  );
};
