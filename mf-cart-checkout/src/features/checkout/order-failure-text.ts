import type { CheckoutValues } from '../../state/order-data';
import type { OrderFailure } from '../../state/order-error';

type FormatMessage = (descriptor: { id: string }) => string;

/** The alert under the order button for a failed order: its text, and the retry hint where due. */
export function failureText(failure: OrderFailure, formatMessage: FormatMessage): string {
  const main =
    failure.kind === 'text'
      ? failure.text
      : failure.kind === 'message'
        ? formatMessage({ id: failure.key })
        : '';
  const hint =
    failure.kind !== 'removed-from-stock' && failure.hint
      ? ` ${formatMessage({ id: 'order.error.retryHint' })}`
      : '';
  return main + hint;
}

/** The server's field errors the form has a field for: the first text of each, as sent. */
export function serverFieldErrors(
  errors: Record<string, string[]> | null | undefined,
  values: CheckoutValues,
): [keyof CheckoutValues, string][] {
  const shown: [keyof CheckoutValues, string][] = [];
  for (const [name, messages] of Object.entries(errors ?? {}))
    if (name in values && messages[0]) shown.push([name as keyof CheckoutValues, messages[0]]);
  return shown;
}
