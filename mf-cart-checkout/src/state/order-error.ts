import type { MessageKey } from '@shop/i18n';
import type { OrderCreateResponse } from '@shop/types';

/** What the checkout shows when an order is not created (docs/product/08-messages.md#order-creation-failures, rules in order). */
export type OrderFailure =
  | { kind: 'removed-from-stock' }
  | { kind: 'text'; text: string; hint: boolean }
  | { kind: 'message'; key: MessageKey; hint: boolean };

/** Server codes with a catalogued message of their own. */
const CODE_MESSAGES: Partial<Record<string, MessageKey>> = {
  phone_not_confirmed: 'error.phone.notConfirmed',
  cart_changed: 'order.error.removedFromStock',
  promocode_not_found: 'error.promocode.notFound',
  promocode_not_applied: 'error.promocode.notApplied',
  promocode_already_applied: 'error.promocode.alreadyApplied',
  delivery_method_unavailable: 'error.deliveryMethod.empty',
  express_cutoff: 'error.delivery.expressCutoff',
  same_day_cutoff: 'error.delivery.sameDayCutoff',
};

/** null when the order was created. `answer` null means no (usable) answer came back. */
export function orderFailure(answer: OrderCreateResponse | null | undefined): OrderFailure | null {
  if (!answer) return { kind: 'message', key: 'order.error.noData', hint: true };
  if (answer.result) return null;
  if (answer.cartChanged && answer.error) return { kind: 'removed-from-stock' };
  if (answer.error) return { kind: 'text', text: answer.error, hint: false };
  const byCode = answer.code ? CODE_MESSAGES[answer.code] : undefined;
  if (byCode) return { kind: 'message', key: byCode, hint: false };
  const fieldErrors = Object.values(answer.errors ?? {})
    .flat()
    .filter(Boolean);
  if (fieldErrors.length) return { kind: 'text', text: fieldErrors.join(', '), hint: false };
  return { kind: 'message', key: 'order.error.unknown', hint: true };
}
