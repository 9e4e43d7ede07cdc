/** Reads of pickup points and their providers. */
import { sql } from 'kysely';
import type { AppContext } from '../../app-context';
import type { PickupPointTable } from '../../db/schema';
import { HttpError } from '../../errors';

/** A point's address as the chooser shows it and an order keeps it. */
export const pointAddresses = (
  row: Pick<PickupPointTable, 'city' | 'address'>,
): { fullAddress: string; shortAddress: string } => ({
  fullAddress: `${row.city}, ${row.address}`,
  shortAddress: row.address,
});

export type PointsQuery = {
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

export class PickupPointRepository {
  constructor(private readonly ctx: AppContext) {}

  providers() {
    return this.ctx.db.selectFrom('providers').selectAll().orderBy('id').execute();
  }

  /** The points a query names (country, city, providers, ids, search text, map box). */
  filtered(query: PointsQuery) {
    let q = this.ctx.db.selectFrom('pickup_points').selectAll();
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
  }
}
