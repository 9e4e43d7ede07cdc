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

/**
 * The reasons the API gives for a gift certificate bought with the cart (its `deposits.{i}.…`
 * field errors), with their catalogued messages. The certificate has no field on the checkout's
 * form, so without this the shopper read only "check the fields" and could not tell which.
 */
const CERTIFICATE_MESSAGES: Partial<Record<string, MessageKey>> = {
  'cannot send a certificate to your own mail': 'error.certificate.ownEmail',
  'certificate range 1000-200,000': 'error.certificate.amountRange',
  'wrong email': 'error.email.invalid',
  'wrong date': 'error.date.invalid',
};

function certificateFailure(errors: OrderCreateResponse['errors']): MessageKey | undefined {
  for (const [field, messages] of Object.entries(errors ?? {}))
    if (field.startsWith('deposits.'))
      for (const message of messages) {
        const key = CERTIFICATE_MESSAGES[message];
        if (key) return key;
      }
  return undefined;
}

/**
 * Refusals after which the cart's totals are not the ones shown: the API has taken a code that
 * stopped paying (expired, or a certificate spent by another order) out of the cart, or the
 * goods now cost more than the page said (total_changed).
 */
const CODE_REFUSALS = new Set([
  'promocode_expired',
  'certificate_expired',
  'certificate_used_up',
  'total_changed',
]);

/** The order was refused because the cart changed on the server, so the cart is shown again. */
export function cartChangedBy(answer: OrderCreateResponse | null | undefined): boolean {
  return !!answer && !answer.result && (answer.cartChanged || CODE_REFUSALS.has(answer.code ?? ''));
}

/** null when the order was created. `answer` null means no (usable) answer came back. */
export function orderFailure(answer: OrderCreateResponse | null | undefined): OrderFailure | null {
  if (!answer) return { kind: 'message', key: 'order.error.noData', hint: true };
  if (answer.result) return null;
  if (answer.cartChanged && answer.error) return { kind: 'removed-from-stock' };
  const certificate = certificateFailure(answer.errors);
  if (certificate) return { kind: 'message', key: certificate, hint: false };
  if (answer.error) return { kind: 'text', text: answer.error, hint: false };
  const byCode = answer.code ? CODE_MESSAGES[answer.code] : undefined;
  if (byCode) return { kind: 'message', key: byCode, hint: false };
  const fieldErrors = Object.values(answer.errors ?? {})
    .flat()
    .filter(Boolean);
  if (fieldErrors.length) return { kind: 'text', text: fieldErrors.join(', '), hint: false };
  return { kind: 'message', key: 'order.error.unknown', hint: true };
}
