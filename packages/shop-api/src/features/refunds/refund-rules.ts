/**
 * What a refund request must hold (docs/product/05-validation.md, docs/product/08-messages.md), checked with @shop/validation so the form and
 * the API agree; field errors carry message-catalogue keys. And what of an order is still
 * returnable: the bought quantity of each line less what earlier requests already asked for.
 */
import {
  type CheckResult,
  checkBik,
  checkCheckingAccount,
  checkInn,
  checkText,
} from '@shop/validation';
import type { OrderLine, RefundCreateRequest, RefundItem } from '@shop/types';
import { REFUND_REASON_MAX } from '@shop/types/schemas';

/** Sent back when an item is not in the order or more is asked than is left to return. */
export const ITEMS_UNAVAILABLE = 'error.refund.itemsUnavailable';

export function refundFieldChecks(
  body: RefundCreateRequest,
  bankTransfer: boolean,
): Record<string, CheckResult> {
  const checks: Record<string, CheckResult> = {
    items: body.items.length ? null : 'error.refund.noItems',
    reason: checkText(body.reason, {
      required: true,
      maxLength: REFUND_REASON_MAX,
      emptyMessage: 'error.refundReason.empty',
    }),
  };
  // Roubles go back by bank transfer; other currencies to the card the order was paid with.
  if (bankTransfer) {
    checks['bank.inn'] = checkInn(body.bank?.inn ?? '');
    checks['bank.bik'] = checkBik(body.bank?.bik ?? '');
    checks['bank.account'] = checkCheckingAccount(body.bank?.account ?? '');
  }
  return checks;
}

/** Quantities per SKU (lines of one SKU added up). */
export function quantitiesBySku(items: readonly RefundItem[]): Map<number, number> {
  const bySku = new Map<number, number>();
  for (const { skuId, quantity } of items) bySku.set(skuId, (bySku.get(skuId) ?? 0) + quantity);
  return bySku;
}

/**
 * True when every asked quantity fits what the order bought of that SKU less what earlier
 * requests asked for (a replay of the same request, or one more unit than bought, does not).
 */
export function fitsReturnable(
  asked: readonly RefundItem[],
  lines: readonly OrderLine[],
  earlier: readonly RefundItem[],
): boolean {
  const bought = quantitiesBySku(lines.map(({ skuId, quantity }) => ({ skuId, quantity })));
  const taken = quantitiesBySku(earlier);
  for (const [skuId, quantity] of quantitiesBySku(asked)) {
    if (quantity > (bought.get(skuId) ?? 0) - (taken.get(skuId) ?? 0)) return false;
  }
  return true;
}
