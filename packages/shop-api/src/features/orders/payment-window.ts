/**
 * The time an online order has to be paid (SHOP_API_PAYMENT_WINDOW_S, 30 minutes by default).
 * Placing an order takes its stock, bonuses and certificate balances at once, so that two
 * orders cannot both get the last unit; an order whose money never came held them for good.
 * Every payment page a shopper left made its products unavailable to everyone else, and a
 * stranger could take the shelves off sale with a few unpaid orders (attack pass). Past the
 * window the order is cancelled and gives back what it held. Orders paid on receipt are not
 * touched: they wait for the courier, not for a payment page.
 */
import type { OrderLine } from '@shop/types';
import type { AppContext } from '../../app-context';
import { type Db, nowIso } from '../../db/database';
import { parseJson } from '../../lib/json';

/** Statuses of an order that still waits for its online payment. */
export const AWAITING_PAYMENT = ['awaiting_payment', 'payment_failed'] as const;

/** What an order took from a certificate, stored with the order (data.certificateSpend). */
export interface CertificateTaken {
  code: string;
  amount: number;
}

/** Orders cancelled per sweep at most; the next sweep takes the rest. */
const SWEEP_BATCH = 100;

/**
 * Cancels the online orders placed longer than the payment window ago that are still unpaid,
 * each in its own transaction; returns their ids. Safe on several API instances at once: the
 * status changes only from an unpaid one, so each order is given back once.
 */
export async function cancelUnpaidOrders(ctx: AppContext, now = Date.now()): Promise<number[]> {
  const placedBefore = new Date(now - ctx.options.paymentWindowSeconds * 1000).toISOString();
  const due = await ctx.db
    .selectFrom('orders')
    .select('id')
    .where('status', 'in', [...AWAITING_PAYMENT])
    .where('created_at', '<', placedBefore)
    .orderBy('id')
    .limit(SWEEP_BATCH)
    .execute();
  const cancelled: number[] = [];
  for (const { id } of due) {
    if (await ctx.db.transaction().execute((trx) => cancelAndGiveBack(trx, id))) cancelled.push(id);
  }
  return cancelled;
}

async function cancelAndGiveBack(trx: Db, orderId: number): Promise<boolean> {
  const marked = await trx
    .updateTable('orders')
    .set({ status: 'cancelled' })
    .where('id', '=', orderId)
    .where('status', 'in', [...AWAITING_PAYMENT])
    .executeTakeFirst();
  // Paid, or cancelled by another instance, since it was found.
  if (Number(marked.numUpdatedRows) === 0) return false;
  const order = await trx
    .selectFrom('orders')
    .select(['lines', 'data'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  for (const line of parseJson<OrderLine[]>(order.lines, [])) {
    const sku = await trx
      .selectFrom('skus')
      .innerJoin('products', 'products.id', 'skus.product_id')
      .select('products.preorder')
      .where('skus.id', '=', line.skuId)
      .executeTakeFirst();
    // A preorder is made to order: it took no stock. A showcase piece comes back as a unit.
    if (!sku || sku.preorder) continue;
    await trx
      .updateTable('skus')
      .set((eb) => ({ stock: eb('stock', '+', line.quantity) }))
      .where('id', '=', line.skuId)
      .execute();
  }
  const bonusesSpent = await trx
    .selectFrom('bonus_entries')
    .select(['user_id', 'amount'])
    .where('order_id', '=', orderId)
    .where('kind', '=', 'order_spent')
    .execute();
  for (const entry of bonusesSpent) {
    await trx
      .updateTable('users')
      .set((eb) => ({ bonus_balance: eb('bonus_balance', '-', entry.amount) }))
      .where('id', '=', entry.user_id)
      .execute();
    await trx
      .insertInto('bonus_entries')
      .values({
        user_id: entry.user_id,
        amount: -entry.amount,
        kind: 'order_cancelled',
        order_id: orderId,
        created_at: nowIso(),
      })
      .execute();
  }
  const data = parseJson<{ certificateSpend?: CertificateTaken[] }>(order.data, {});
  for (const taken of data.certificateSpend ?? []) {
    await trx
      .updateTable('certificates')
      .set((eb) => ({ balance: eb('balance', '+', taken.amount) }))
      .where('code', '=', taken.code)
      .execute();
  }
  return true;
}
