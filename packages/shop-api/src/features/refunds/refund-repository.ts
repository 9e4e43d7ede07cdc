/** Refund requests in the database: filed in one transaction with the check of what is left to return. */
import { sql } from 'kysely';
import {
  type CurrencyCode,
  type OrderLine,
  REFUNDABLE_ORDER_STATUSES,
  type RefundItem,
  type RefundRequest,
  type RefundStatus,
  type Storefront,
  type OrderStatus,
} from '@shop/types';
import type { AppContext } from '../../app-context';
import type { RefundRequestTable } from '../../db/schema';
import { HttpError } from '../../errors';
import { parseJson } from '../../lib/json';
import { ITEMS_UNAVAILABLE, fitsReturnable } from './refund-rules';

type RefundRow = Omit<RefundRequestTable, 'id'> & { id: number };

export interface NewRefund {
  userId: number;
  orderId: number;
  items: RefundItem[];
  reason: string;
  bank: { inn: string; bik: string; account: string } | null;
  storefront: Storefront;
}

const toRefund = (row: RefundRow): RefundRequest => ({
  id: row.id,
  orderId: row.order_id,
  status: row.status as RefundStatus,
  reason: row.reason,
  items: parseJson<RefundItem[]>(row.items, []),
  createdAt: row.created_at,
});

export class RefundRepository {
  constructor(private readonly ctx: AppContext) {}

  /** The currency of the customer's own order, or null when it is not theirs (or none). */
  async currencyOf(userId: number, orderId: number): Promise<CurrencyCode | null> {
    const row = await this.ctx.db
      .selectFrom('orders')
      .select('currency')
      .where('id', '=', orderId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ? (row.currency as CurrencyCode) : null;
  }

  async byUser(userId: number): Promise<RefundRequest[]> {
    const rows = await this.ctx.db
      .selectFrom('refund_requests')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .execute();
    return rows.map(toRefund);
  }

  /**
   * Files the request if the order is the customer's, returnable, and still holds what is
   * asked. Another customer's order (or none) is 404: the answer does not say it exists.
   * Concurrent requests for one order are serialized (PostgreSQL: the order row locked; SQLite:
   * one writer), so two at once cannot both take the last unit.
   */
  async create(refund: NewRefund): Promise<RefundRequest> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const lock = this.ctx.dialect === 'postgres' ? sql` FOR UPDATE` : sql``;
      const order = (
        await sql<{ id: number; status: string; kind: string; lines: string }>`
          SELECT id, status, kind, lines FROM orders
          WHERE id = ${refund.orderId} AND user_id = ${refund.userId}${lock}`.execute(trx)
      ).rows[0];
      if (!order) throw new HttpError('not_found', 'No such order');
      if (
        order.kind !== 'products' ||
        !REFUNDABLE_ORDER_STATUSES.includes(order.status as OrderStatus)
      )
        throw new HttpError('forbidden', 'This order cannot be returned');
      const earlier = await trx
        .selectFrom('refund_requests')
        .select('items')
        .where('order_id', '=', order.id)
        .where('status', '!=', 'rejected')
        .execute();
      const taken = earlier.flatMap((row) => parseJson<RefundItem[]>(row.items, []));
      if (!fitsReturnable(refund.items, parseJson<OrderLine[]>(order.lines, []), taken))
        throw new HttpError('validation_failed', undefined, { items: [ITEMS_UNAVAILABLE] });
      const row = {
        user_id: refund.userId,
        order_id: order.id,
        status: 'new',
        reason: refund.reason,
        items: JSON.stringify(refund.items),
        bank_inn: refund.bank?.inn ?? null,
        bank_bik: refund.bank?.bik ?? null,
        bank_account: refund.bank?.account ?? null,
        storefront: refund.storefront,
        created_at: new Date().toISOString(),
      };
      const { id } = await trx
        .insertInto('refund_requests')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow();
      return toRefund({ ...row, id: Number(id) });
    });
  }
}
