import {
  REFUNDABLE_ORDER_STATUSES,
  type ProfileOrder,
  type RefundItem,
  type RefundRequest,
} from '@shop/types';

/** A line of the order with how many units of it may still be returned. */
export interface ReturnableLine {
  skuId: number;
  name: string;
  left: number;
}

/**
 * What of an order may still be returned: each SKU's bought quantity less what earlier
 * requests (not refused) asked for. The API checks the same; this only keeps the form honest.
 */
export function returnableLines(
  order: ProfileOrder,
  refunds: readonly RefundRequest[],
): ReturnableLine[] {
  if (!REFUNDABLE_ORDER_STATUSES.includes(order.status)) return [];
  const asked = new Map<number, number>();
  const add = ({ skuId, quantity }: RefundItem) =>
    asked.set(skuId, (asked.get(skuId) ?? 0) + quantity);
  refunds
    .filter((r) => r.orderId === order.id && r.status !== 'rejected')
    .forEach((r) => r.items.forEach(add));
  const lines = new Map<number, ReturnableLine>();
  for (const line of order.lines) {
    const known = lines.get(line.skuId);
    if (known) known.left += line.quantity;
    else lines.set(line.skuId, { skuId: line.skuId, name: line.name, left: line.quantity });
  }
  return [...lines.values()]
    .map((line) => ({ ...line, left: line.left - (asked.get(line.skuId) ?? 0) }))
    .filter((line) => line.left > 0);
}
