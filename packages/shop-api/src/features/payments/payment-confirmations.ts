/** Applies verified provider confirmations to orders: once per event, amount checked, paid is final. */
import type { AppContext } from '../../app-context';
import { nowIso } from '../../db/database';
import { HttpError } from '../../errors';
import { type IssuedCode, issueDepositCodes, mailDepositCodes } from '../deposits/deposit-codes';
import { AWAITING_PAYMENT } from '../orders/payment-window';
import { type PaymentConfirmation, amountToPay } from './payment-provider';

export interface ConfirmationResult {
  /** false: a replay of an event already seen, or an order no longer awaiting payment. */
  applied: boolean;
  status: string;
}

const PAYABLE: ReadonlySet<string> = new Set(AWAITING_PAYMENT);

/**
 * Runs in one transaction. The event id's primary key lets one delivery of an event through
 * and the status update is conditional, so concurrent deliveries apply once on SQLite and on
 * PostgreSQL alike (there the second writer waits for the first's row lock and re-checks).
 */
export async function applyConfirmation(
  ctx: AppContext,
  confirmation: PaymentConfirmation,
): Promise<ConfirmationResult> {
  let issued: IssuedCode[] = [];
  const result = await ctx.db.transaction().execute(async (trx): Promise<ConfirmationResult> => {
    const order = await trx
      .selectFrom('orders')
      .select(['id', 'kind', 'status', 'final_sum'])
      .where('id', '=', confirmation.orderId)
      .executeTakeFirst();
    if (!order) throw new HttpError('not_found', 'Unknown order');
    if (confirmation.amount !== amountToPay(order)) {
      throw new HttpError('bad_request', 'The amount does not match the order', undefined, 409);
    }
    const recorded = await trx
      .insertInto('payment_events')
      .values({
        event_id: confirmation.eventId,
        order_id: order.id,
        status: confirmation.status,
        amount: confirmation.amount,
        received_at: nowIso(),
      })
      .onConflict((oc) => oc.column('event_id').doNothing())
      .executeTakeFirst();
    const firstDelivery = Number(recorded.numInsertedOrUpdatedRows ?? 0) > 0;
    // Paid after its payment window closed (payment-window.ts): what it held is back on sale, so
    // the money goes back. The event is recorded; the operator refunds it. Once per event: the
    // provider's retry of it must not ask for a second refund.
    const flagLatePayment = (status: string) => {
      if (firstDelivery && status === 'cancelled' && confirmation.status === 'succeeded')
        console.error(
          `[shop-api] order ${order.id} was paid after it was cancelled unpaid: refund ${confirmation.amount} (event ${confirmation.eventId})`,
        );
    };
    if (!firstDelivery || !PAYABLE.has(order.status)) {
      flagLatePayment(order.status);
      return { applied: false, status: order.status };
    }
    const status = confirmation.status === 'succeeded' ? 'paid' : 'payment_failed';
    const updated = await trx
      .updateTable('orders')
      .set({ status })
      .where('id', '=', order.id)
      .where('status', 'in', [...AWAITING_PAYMENT])
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      // Another event settled the order between the read and this update, or the payment
      // window's sweep cancelled it meanwhile: then this payment is a late one too.
      const current = await trx
        .selectFrom('orders')
        .select('status')
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      flagLatePayment(current.status);
      return { applied: false, status: current.status };
    }
    // A gift certificate is worth nothing unpaid: its code exists only from here on. A cart's
    // order holds certificates too (bought beside products), so every paid order is asked.
    if (status === 'paid') issued = await issueDepositCodes(trx, order.id);
    return { applied: true, status };
  });
  // After the commit: a rolled-back payment mails no codes. A mail that fails is logged, not
  // retried: the provider's retry of this event is a replay and changes nothing.
  await mailDepositCodes(ctx.mailer, issued).catch((error: unknown) =>
    console.error('[shop-api] certificate codes not mailed', error),
  );
  return result;
}
