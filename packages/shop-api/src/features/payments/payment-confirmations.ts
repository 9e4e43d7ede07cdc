/** Applies verified provider confirmations to orders: once per event, amount checked, paid is final. */
import type { AppContext } from '../../app-context';
import { nowIso } from '../../db/database';
import { HttpError } from '../../errors';
import { type PaymentConfirmation, amountToPay } from './payment-provider';

export interface ConfirmationResult {
  /** false: a replay of an event already seen, or an order no longer awaiting payment. */
  applied: boolean;
  status: string;
}

const PAYABLE = new Set(['awaiting_payment', 'payment_failed']);

/** Runs in one SQLite transaction so that concurrent deliveries of one event apply once. */
export function applyConfirmation(
  ctx: AppContext,
  confirmation: PaymentConfirmation,
): ConfirmationResult {
  const { sqlite } = ctx;
  return sqlite.transaction((): ConfirmationResult => {
    const order = sqlite
      .prepare('SELECT id, kind, status, final_sum FROM orders WHERE id = ?')
      .get(confirmation.orderId) as
      { id: number; kind: string; status: string; final_sum: number } | undefined;
    if (!order) throw new HttpError('not_found', 'Unknown order');
    if (confirmation.amount !== amountToPay(order)) {
      throw new HttpError('bad_request', 'The amount does not match the order', undefined, 409);
    }
    const recorded = sqlite
      .prepare(
        'INSERT OR IGNORE INTO payment_events (event_id, order_id, status, amount, received_at) VALUES (?,?,?,?,?)',
      )
      .run(confirmation.eventId, order.id, confirmation.status, confirmation.amount, nowIso());
    if (recorded.changes === 0 || !PAYABLE.has(order.status)) {
      return { applied: false, status: order.status };
    }
    const status = confirmation.status === 'succeeded' ? 'paid' : 'payment_failed';
    sqlite.prepare('UPDATE orders SET status = ? WHERE id = ?').run(status, order.id);
    if (order.kind === 'deposits' && status === 'paid') {
      sqlite.prepare('UPDATE deposits SET activated = 0 WHERE order_id = ?').run(order.id);
    }
    return { applied: true, status };
  })();
}
