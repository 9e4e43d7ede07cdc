/** GET /api/pickup-points/providers, /list/ (cursor, per_page ≤ 50), /map/ (arrays as key[]). */
import { Type } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import type {
  Locale,
  PickupPoint,
  PickupPointsListResponse,
  PickupPointsMapResponse,
  PickupProvidersResponse,
} from '@shop/types';
import type { FeatureRoutes } from '../../app-context';
import { HttpError } from '../../errors';
import type { PickupPointTable } from '../../db/schema';
import { type ProviderTexts, providerTexts } from './provider-texts';

const StrList = Type.Union([
  Type.String({ maxLength: 200 }),
  Type.Array(Type.String({ maxLength: 200 }), { maxItems: 20 }),
]);
const Query = Type.Object({
  country: Type.Optional(Type.String({ maxLength: 2 })),
  city: Type.Optional(Type.String({ maxLength: 200 })),
  provider: Type.Optional(StrList),
  'provider[]': Type.Optional(StrList),
  /** Exact points (the chooser fetches a point it only has from the map). */
  id: Type.Optional(StrList),
  'id[]': Type.Optional(StrList),
  bbox: Type.Optional(Type.String({ maxLength: 100 })),
  search: Type.Optional(Type.String({ maxLength: 200 })),
  /** The chooser's search field: a part of the address, name or code, in any case. */
  q: Type.Optional(Type.String({ maxLength: 200 })),
  cursor: Type.Optional(Type.String({ maxLength: 50 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 50 })),
});

type PointsQuery = {
  country?: string;
  city?: string;
  provider?: string | string[];
  'provider[]'?: string | string[];
  id?: string | string[];
  'id[]'?: string | string[];
  bbox?: string;
  search?: string;
  q?: string;
};

const asList = (v: string | string[] | undefined): string[] =>
  v === undefined ? [] : Array.isArray(v) ? v : [v];

export const registerPickupPointRoutes: FeatureRoutes = (app, ctx) => {
  const providers = async () => ctx.db.selectFrom('providers').selectAll().orderBy('id').execute();

  const filtered = (query: PointsQuery) => {
    let q = ctx.db.selectFrom('pickup_points').selectAll();
    if (query.country) q = q.where('country_iso', '=', query.country.toUpperCase());
    if (query.city) q = q.where('city', '=', query.city);
    const provs = [...asList(query.provider), ...asList(query['provider[]'])];
    if (provs.length) q = q.where('provider_id', 'in', provs);
    const ids = [...asList(query.id), ...asList(query['id[]'])];
    if (ids.length) q = q.where('id', 'in', ids);
    const term = (query.q ?? query.search ?? '').trim().toLocaleLowerCase('ru');
    if (term) {
      // instr over folded text: no LIKE wildcards to escape, Cyrillic matched in any case.
      const contains = (column: 'address' | 'name' | 'code' | 'city') =>
        sql<boolean>`instr(shop_fold(${sql.ref(column)}), ${term}) > 0`;
      q = q.where((eb) =>
        eb.or([contains('address'), contains('name'), contains('code'), contains('city')]),
      );
    }
    if (query.bbox) {
      const box = query.bbox.split(',').map(Number);
      if (box.length !== 4 || box.some((n) => !Number.isFinite(n)))
        throw new HttpError('validation_failed', 'bbox is lat1,lng1,lat2,lng2', {
          bbox: ['4 numbers'],
        });
      const [lat1, lng1, lat2, lng2] = box as [number, number, number, number];
      q = q
        .where('lat', '>=', Math.min(lat1, lat2))
        .where('lat', '<=', Math.max(lat1, lat2))
        .where('lng', '>=', Math.min(lng1, lng2))
        .where('lng', '<=', Math.max(lng1, lng2));
    }
    return q;
  };

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
    fullAddress: `${row.city}, ${row.address}`,
    shortAddress: row.address,
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
    { schema: { tags: ['pickup-points'] } },
    async (request): Promise<PickupProvidersResponse> => {
      const all = await providers();
      const names = providerTexts(all, request.shop.locale);
      return { data: all.map((p) => ({ id: p.id, name: names.provider(p.id) })) };
    },
  );

  app.get(
    '/api/pickup-points/list/',
    { schema: { tags: ['pickup-points'], querystring: Query } },
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
    { schema: { tags: ['pickup-points'], querystring: Query } },
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
