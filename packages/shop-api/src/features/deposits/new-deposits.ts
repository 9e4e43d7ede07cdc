/**
 * Gift deposits being bought, on their own (POST /order/deposits/create) or in a cart's order
 * (POST /order/create/v2): their rules, their numbers and their rows. Either way a deposit is
 * stored with its order and has no code until a verified payment (deposit-codes.ts).
 */
import { randomInt } from 'node:crypto';
import type { CurrencyCode, DepositOrderItem, Storefront } from '@shop/types';
import { notFound } from '../../errors';
import type { Db } from '../../db/database';
import { EMAIL_RE } from '../auth/validators';

/** docs/product/05-validation.md: a certificate's amount. */
const DEPOSIT_MIN = 1000;
const DEPOSIT_MAX = 200_000;

const VALID_FOR_MS = 365 * 86_400_000;

/** No 0/O, 1/I/L: a number read aloud or copied from paper is typed right. */
const ID_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const ID_LENGTH = 10;

/** A new deposit's number: random (31^10, about 8·10^14), not the order's sequence. */
/**
 * Gift certificates are sold where their pages are: the Russian storefront (the English one
 * blocks them, docs/product/02-screens.md#page-blocking-per-storefront). Its API sold them too,
 * in dollars, to whoever called it directly.
 */
export function requireCertificateStorefront(storefront: Storefront): void {
  if (storefront !== 'ru') throw notFound('Gift certificates are not sold on this storefront');
}

export const newDepositId = (): string =>
  `GD-${Array.from({ length: ID_LENGTH }, () => ID_ALPHABET[randomInt(ID_ALPHABET.length)]).join('')}`;

/** Until its order is paid a deposit has no activation code (auth_code is empty). */
export const NO_CODE_YET = '';

/** A gift deposit of an order being placed; its code comes with the payment. */
export interface NewDeposit {
  id: string;
  amount: number;
  designId: number;
  message: string;
}

/** The items as the order's deposits, each with a new number (the order keeps them in its data). */
export const newDepositsOf = (items: readonly DepositOrderItem[]): NewDeposit[] =>
  items.map((item) => ({
    id: newDepositId(),
    amount: item.amount,
    designId: item.designId,
    message: item.message ?? '',
  }));

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** The calendar day a send date names (yyyy-mm-dd), or null when it names no real day. */
function calendarDay(value: string): string | null {
  const day = ISO_DAY.exec(value)?.[0];
  if (!day) return null;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day ? day : null;
}

/** A real calendar day, today or later (UTC day strings compare in order). */
function isSendDateValid(value: string, today: string): boolean {
  const day = calendarDay(value);
  return day !== null && day >= today;
}

const todayUtc = (): string => new Date().toISOString().slice(0, 10);

/**
 * The cart's certificates as its order takes them: one whose send date has passed since it was
 * put into the cart (today's date, ordered after midnight) is sent now (a null date), the nearest
 * to what the buyer asked; refused, the buyer had to remove it and add it again. A malformed
 * date is left for depositItemErrors to refuse.
 */
export function passedSendDatesAsNow(items: readonly DepositOrderItem[]): DepositOrderItem[] {
  const today = todayUtc();
  return items.map((item) => {
    const day = item.sendDate ? calendarDay(item.sendDate) : null;
    return day !== null && day < today ? { ...item, sendDate: null } : item;
  });
}

/**
 * What is wrong with the deposits being bought, keyed `deposits.{index}.{field}`: the amount,
 * the design, the recipient's e-mail (not the buyer's own, when the buyer's is known yet) and
 * the send date.
 */
export function depositItemErrors(
  items: readonly DepositOrderItem[],
  { designIds, buyerEmail }: { designIds: ReadonlySet<number>; buyerEmail?: string },
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const today = todayUtc();
  const buyer = buyerEmail?.trim().toLowerCase();
  items.forEach((d, i) => {
    if (d.amount < DEPOSIT_MIN || d.amount > DEPOSIT_MAX)
      errors[`deposits.${i}.amount`] = ['certificate range 1000-200,000'];
    if (!designIds.has(d.designId)) errors[`deposits.${i}.designId`] = ['unknown design'];
    const recipient = d.recipientEmail?.trim().toLowerCase();
    if (recipient && !EMAIL_RE.test(recipient))
      errors[`deposits.${i}.recipientEmail`] = ['wrong email'];
    else if (recipient && recipient === buyer)
      errors[`deposits.${i}.recipientEmail`] = ['cannot send a certificate to your own mail'];
    // A send date is a calendar day (yyyy-mm-dd…); one before today cannot be honoured.
    // Null ("now") arrives as '' after the schema's type coercion.
    if (d.sendDate && !isSendDateValid(d.sendDate, today))
      errors[`deposits.${i}.sendDate`] = ['wrong date'];
  });
  return errors;
}

/** Stores an order's deposits, without codes; runs in the transaction that stores the order. */
export async function insertDeposits(
  trx: Db,
  order: { id: number; currency: CurrencyCode },
  deposits: readonly NewDeposit[],
  senderName: string,
): Promise<void> {
  if (deposits.length === 0) return;
  await trx
    .insertInto('deposits')
    .values(
      deposits.map((d) => ({
        id: d.id,
        // The code is issued when a verified payment confirmation marks the order paid.
        auth_code: NO_CODE_YET,
        amount: d.amount,
        currency: order.currency,
        design_id: d.designId,
        activated: 0,
        user_id: null,
        sender_name: senderName,
        message: d.message,
        order_id: order.id,
        expires_at: new Date(Date.now() + VALID_FOR_MS).toISOString(),
      })),
    )
    .execute();
}
