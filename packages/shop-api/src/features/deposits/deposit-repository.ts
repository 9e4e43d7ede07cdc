/** Deposit designs, certificate images and gift deposits. */
import type { Selectable } from 'kysely';
import type { CurrencyCode, DepositDesign, GiftDeposit, Locale } from '@shop/types';
import type { AppContext } from '../../app-context';
import type { DepositTable } from '../../db/schema';
import { type NewOrder, OrderRepository } from '../orders/order-repository';
import { parseJson } from '../../lib/json';
import { insertDeposits, type NewDeposit } from './new-deposits';

/** A gift deposit and the status of the order that bought it (null: no order). */
export type DepositRow = Selectable<DepositTable> & { order_status: string | null };

/** The number as typed: case and surrounding spaces do not matter. */
export const normalizeDepositId = (id: string): string => id.trim().toUpperCase();

/**
 * A deposit is worth its amount only while its order stays paid: not before payment, nor
 * after a failure, a cancellation or a refund (anything but 'paid').
 */
export const isPaidFor = (row: Pick<DepositRow, 'order_status'>): boolean =>
  row.order_status === 'paid';

export class DepositRepository {
  constructor(private readonly ctx: AppContext) {}

  async designIds(): Promise<Set<number>> {
    const rows = await this.ctx.db.selectFrom('deposit_designs').select('id').execute();
    return new Set(rows.map((d) => d.id));
  }

  /** A deposit order and its deposits in one transaction; returns the order's id. */
  async placeOrder(order: NewOrder, deposits: readonly NewDeposit[], senderName: string) {
    const orders = new OrderRepository(this.ctx);
    return this.ctx.db.transaction().execute(async (trx) => {
      const id = await orders.insert(trx, order);
      await insertDeposits(trx, { id, currency: order.currency }, deposits, senderName);
      return id;
    });
  }

  async designs(locale: Locale, currency: CurrencyCode): Promise<DepositDesign[]> {
    const rows = await this.ctx.db
      .selectFrom('deposit_designs')
      .selectAll()
      .orderBy('id')
      .execute();
    return rows.map((d) => ({
      id: d.id,
      name: locale === 'ru' ? d.name_ru : d.name_en,
      image: this.ctx.media.url(`${d.image_key}.webp`),
      preview: this.ctx.media.url(`${d.image_key}-preview.webp`),
      amounts: parseJson<number[]>(d.amounts, []),
      currency,
    }));
  }

  byId(id: string): Promise<DepositRow | undefined> {
    return this.ctx.db
      .selectFrom('deposits')
      .leftJoin('orders', 'orders.id', 'deposits.order_id')
      .selectAll('deposits')
      .select('orders.status as order_status')
      .where('deposits.id', '=', id)
      .executeTakeFirst();
  }

  async toGift(row: DepositRow, locale: Locale): Promise<GiftDeposit> {
    const designs = await this.designs(locale, row.currency as CurrencyCode);
    return {
      id: row.id,
      amount: row.amount,
      currency: row.currency as CurrencyCode,
      design: designs.find((d) => d.id === row.design_id) ?? null,
      activated: row.activated === 1,
      senderName: row.sender_name,
      message: row.message,
      expiresAt: row.expires_at,
    };
  }

  /**
   * Puts the deposit into the user's profile; false when it was activated meanwhile or its
   * order is no longer paid (the conditions hold at the moment of the write).
   */
  async activate(id: string, userId: number): Promise<boolean> {
    const result = await this.ctx.db
      .updateTable('deposits')
      .set({ activated: 1, user_id: userId })
      .where('id', '=', id)
      .where('activated', '=', 0)
      .where('order_id', 'in', (eb) =>
        eb.selectFrom('orders').select('orders.id').where('orders.status', '=', 'paid'),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
