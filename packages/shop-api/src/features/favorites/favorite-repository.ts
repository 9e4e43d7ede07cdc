/** Server-side wishlist of logged-in users. */
import type { AppContext } from '../../app-context';
import { nowIso } from '../../db/database';

export class FavoriteRepository {
  constructor(private readonly ctx: AppContext) {}

  /** The product ids of SKU ids, each once, in the order of the SKUs (unknown SKUs left out). */
  async productIdsOfSkus(skuIds: readonly number[]): Promise<number[]> {
    if (!skuIds.length) return [];
    const rows = await this.ctx.db
      .selectFrom('skus')
      .select(['id', 'product_id'])
      .where('id', 'in', skuIds)
      .execute();
    const bySku = new Map(rows.map((r) => [r.id, r.product_id]));
    return [
      ...new Set(skuIds.map((id) => bySku.get(id)).filter((id): id is number => id !== undefined)),
    ];
  }

  /** Which of the product ids exist. */
  async knownProducts(productIds: readonly number[]): Promise<Set<number>> {
    if (!productIds.length) return new Set();
    const rows = await this.ctx.db
      .selectFrom('products')
      .select('id')
      .where('id', 'in', productIds)
      .execute();
    return new Set(rows.map((row) => row.id));
  }

  async ids(userId: number): Promise<number[]> {
    const rows = await this.ctx.db
      .selectFrom('favorites')
      .select('product_id')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'asc')
      .orderBy('product_id', 'asc')
      .execute();
    return rows.map((r) => r.product_id);
  }

  async add(userId: number, productId: number): Promise<void> {
    await this.ctx.db
      .insertInto('favorites')
      .values({ user_id: userId, product_id: productId, created_at: nowIso() })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  /** Adds several products in one statement; those already there keep their place. */
  async addMany(userId: number, productIds: readonly number[]): Promise<void> {
    if (productIds.length === 0) return;
    const createdAt = nowIso();
    await this.ctx.db
      .insertInto('favorites')
      .values(
        productIds.map((productId) => ({
          user_id: userId,
          product_id: productId,
          created_at: createdAt,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  async remove(userId: number, productIds: number[]): Promise<number> {
    const result = await this.ctx.db
      .deleteFrom('favorites')
      .where('user_id', '=', userId)
      .where('product_id', 'in', productIds)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
