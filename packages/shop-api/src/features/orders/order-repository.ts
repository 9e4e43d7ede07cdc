/** Orders: creation in one transaction (stock, bonuses, certificates, cart), reads, payment status. */
import type { Selectable } from 'kysely';
import type {
  AnalyticsPurchase,
  CurrencyCode,
  OrderLine,
  OrderStatus,
  OrderSuccessData,
} from '@shop/types';
import type { AppContext } from '../../app-context';
import type { OrderTable } from '../../db/schema';
import { nowIso } from '../../db/database';
import { parseJson } from '../../lib/json';

export type OrderRow = Selectable<OrderTable>;

export interface NewOrder {
  userId: number | null;
  sessionId: string;
  kind: 'products' | 'deposits';
  status: OrderStatus;
  currency: CurrencyCode;
  finalSum: number;
  deliveryPrice: number;
  deliveryMethodId: number;
  paymentMethodId: number;
  data: unknown;
  lines: OrderLine[];
  categories: Record<string, string>;
}

export class OrderRepository {
  constructor(private readonly ctx: AppContext) {}

  /** Inserts the order, decrements stock; returns its id. Runs inside the caller's transaction. */
  insert(order: NewOrder): number {
    const result = this.ctx.sqlite
      .prepare(
        `INSERT INTO orders (user_id, session_id, kind, status, currency, final_sum, delivery_price,
        delivery_method_id, payment_method_id, data, lines, created_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)`,
      )
      .run(
        order.userId,
        order.sessionId,
        order.kind,
        order.status,
        order.currency,
        order.finalSum,
        order.deliveryPrice,
        order.deliveryMethodId,
        order.paymentMethodId,
        JSON.stringify({ ...(order.data as object), categories: order.categories }),
        JSON.stringify(order.lines),
        nowIso(),
      );
    const decrement = this.ctx.sqlite.prepare(
      'UPDATE skus SET stock = MAX(0, stock - ?) WHERE id = ?',
    );
    for (const line of order.lines) decrement.run(line.quantity, line.skuId);
    return Number(result.lastInsertRowid);
  }

  byId(id: number): Promise<OrderRow | undefined> {
    return this.ctx.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async setStatus(id: number, status: OrderStatus): Promise<void> {
    await this.ctx.db.updateTable('orders').set({ status }).where('id', '=', id).execute();
  }

  successData(row: OrderRow): OrderSuccessData {
    const data = parseJson<{ email?: string; phone?: string; categories?: Record<string, string> }>(
      row.data,
      {},
    );
    const lines = parseJson<OrderLine[]>(row.lines, []);
    const currency = row.currency as CurrencyCode;
    const analytics: AnalyticsPurchase = {
      orderId: row.id,
      finalSum: row.final_sum,
      deliveryPrice: row.delivery_price,
      currency,
      products: lines.map((l) => ({
        id: l.productId,
        name: l.name,
        price: l.price,
        quantity: l.quantity,
        designer: l.designer,
        category: data.categories?.[String(l.skuId)] ?? '',
      })),
    };
    return {
      id: row.id,
      status: row.status as OrderStatus,
      createdAt: row.created_at,
      currency,
      finalSum: row.final_sum,
      deliveryPrice: row.delivery_price,
      deliveryMethodId: row.delivery_method_id as OrderSuccessData['deliveryMethodId'],
      paymentMethodId: row.payment_method_id,
      email: data.email ?? '',
      phone: data.phone ?? '',
      lines,
      analytics,
    };
  }
}
