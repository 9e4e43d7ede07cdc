/** Server-side wishlist of logged-in users. */
import type { AppContext } from '../../app-context';
import { nowIso } from '../../db/database';

export class FavoriteRepository {
  constructor(private readonly ctx: AppContext) {}

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
