const EMITTED_KEY = 'shop.purchaseEmitted';

/**
 * True the first time it is asked for an order id on this browser; remembers the id so a reload
 * of the thank-you page does not count the purchase twice (docs/product/03-entities.md#analytics-purchase).
 */
export function firstPurchaseReport(storage: Storage | undefined, orderId: number): boolean {
  let ids: number[] = [];
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(EMITTED_KEY) ?? '[]');
    if (Array.isArray(parsed)) ids = parsed.filter((id): id is number => typeof id === 'number');
  } catch {
    ids = [];
  }
  if (ids.includes(orderId)) return false;
  try {
    storage?.setItem(EMITTED_KEY, JSON.stringify([...ids.slice(-49), orderId]));
  } catch {
    // Without storage the event may repeat on reload; nothing better is possible.
  }
  return true;
}
