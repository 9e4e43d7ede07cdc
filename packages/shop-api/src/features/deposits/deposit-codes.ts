/**
 * Activation codes of bought gift deposits: issued when a verified payment confirmation marks
 * the order paid (payments/payment-confirmations.ts), then mailed, never before.
 */
import type { DepositOrderItem } from '@shop/types';
import type { Db } from '../../db/database';
import { randomDigits } from '../../lib/ids';
import { parseJson } from '../../lib/json';
import type { Mailer } from '../../lib/mailer';
import { NO_CODE_YET } from './new-deposits';

/** What POST /order/deposits/create keeps in the order's data. */
export interface DepositOrderData {
  email: string;
  fio: string;
  deposits: DepositOrderItem[];
  /** The deposits' numbers, in the order of `deposits`. */
  depositIds?: string[];
}

export interface IssuedCode {
  id: string;
  authCode: string;
  amount: number;
  currency: string;
  /** The recipient's email, or the buyer's when the buyer gave none. */
  to: string;
  sendDate: string | null;
}

/**
 * Gives each deposit of the order that has no code yet its code; runs in the transaction that
 * marks the order paid. A second call issues nothing (the codes already given stay).
 */
export async function issueDepositCodes(trx: Db, orderId: number): Promise<IssuedCode[]> {
  const order = await trx
    .selectFrom('orders')
    .select('data')
    .where('id', '=', orderId)
    .executeTakeFirst();
  const data = parseJson<Partial<DepositOrderData>>(order?.data ?? '', {});
  const rows = await trx
    .selectFrom('deposits')
    .select(['id', 'amount', 'currency'])
    .where('order_id', '=', orderId)
    .where('auth_code', '=', NO_CODE_YET)
    .execute();
  const issued: IssuedCode[] = [];
  for (const row of rows) {
    const authCode = randomDigits(4);
    await trx
      .updateTable('deposits')
      .set({ auth_code: authCode })
      .where('id', '=', row.id)
      .where('auth_code', '=', NO_CODE_YET)
      .execute();
    const item = data.deposits?.[data.depositIds?.indexOf(row.id) ?? -1];
    issued.push({
      id: row.id,
      authCode,
      amount: row.amount,
      currency: row.currency,
      to: item?.recipientEmail || data.email || '',
      sendDate: item?.sendDate || null,
    });
  }
  return issued;
}

/** One mail per certificate: its number and code (docs/product/04-states.md#gift-deposit-activation: the gift arrives by email). */
export async function mailDepositCodes(mailer: Mailer, issued: IssuedCode[]): Promise<void> {
  for (const gift of issued) {
    if (!gift.to) continue;
    await mailer.send({
      to: gift.to,
      subject: `Подарочный сертификат ${gift.id} / Gift certificate ${gift.id}`,
      text: [
        `Номер / Number: ${gift.id}`,
        `Код активации / Activation code: ${gift.authCode}`,
        `Сумма / Amount: ${gift.amount} ${gift.currency}`,
        ...(gift.sendDate ? [`Дата отправки / Send date: ${gift.sendDate}`] : []),
        `/get-certificate/${gift.id}`,
      ].join('\n'),
    });
  }
}
