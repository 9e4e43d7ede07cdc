/** Deposit designs, certificate images and gift deposits. */
import type { Selectable } from 'kysely';
import type { CurrencyCode, DepositDesign, GiftDeposit, Locale } from '@shop/types';
import type { AppContext } from '../../app-context';
import type { DepositTable } from '../../db/schema';
import { parseJson } from '../../lib/json';

export type DepositRow = Selectable<DepositTable>;

export class DepositRepository {
  constructor(private readonly ctx: AppContext) {}

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
    return this.ctx.db.selectFrom('deposits').selectAll().where('id', '=', id).executeTakeFirst();
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

  async activate(id: string, userId: number): Promise<void> {
    await this.ctx.db
      .updateTable('deposits')
      .set({ activated: 1, user_id: userId })
      .where('id', '=', id)
      .execute();
  }
}
