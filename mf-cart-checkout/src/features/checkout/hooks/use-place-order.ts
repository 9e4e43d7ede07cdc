import { useState } from 'react';
import { useIntl } from 'react-intl';
import { storefrontApi } from '@shop/api-client';
import { bus, openPopup } from '@shop/event-bus';
import type { CartData, CheckoutAnalyticsStep, OrderCreateResponse } from '@shop/types';
import type { FormApi } from '@shop/ui';
import type { CheckoutValues } from '../../../state/order-data';
import { cartChangedBy, orderFailure } from '../../../state/order-error';
import { isPhoneConfirmed } from '../checkout-rules';
import { orderBody } from '../order-body';
import { failureText, serverFieldErrors } from '../order-failure-text';
import { reducedLines } from '../reduced-lines';
import { shownTotal } from '../shown-total';
import type { CheckoutUser } from '../initial-values';

export interface PlaceOrderOptions {
  form: FormApi<CheckoutValues>;
  data: CartData;
  user: CheckoutUser;
  spendBonuses: boolean;
  step: (step: CheckoutAnalyticsStep, again?: boolean) => void;
  /** Asked instead of ordering while the phone is not confirmed. */
  confirmPhone: () => void;
  onCartChanged: () => Promise<CartData | null>;
  onOrdered: (answer: NonNullable<OrderCreateResponse['result']>) => void;
}

/**
 * The order button: POST /order/create/v2, then order:created and the next page, or the
 * failure's text under the button, the server's field errors on their fields, and the
 * removed-from-stock popup after the cart is reloaded.
 */
export function usePlaceOrder(options: PlaceOrderOptions) {
  const { form, data, user, spendBonuses, step, confirmPhone, onCartChanged, onOrdered } = options;
  const intl = useIntl();
  const [orderError, setOrderError] = useState<string | null>(null);

  const submit = form.handleSubmit(async (current) => {
    setOrderError(null);
    if (!isPhoneConfirmed(user, current.phone)) {
      confirmPhone();
      return;
    }
    step(6, true);
    let answer: OrderCreateResponse | null = null;
    try {
      answer = await storefrontApi().createOrder({
        ...orderBody(current),
        spendBonuses,
        // Refused rather than charged more than the page shows (total_changed).
        expectedTotal: shownTotal(data, Number(current.delivery_method_id)),
      });
    } catch {
      answer = null;
    }
    const failure = orderFailure(answer);
    if (!failure && answer?.result) {
      bus.emit('order:created', {
        orderId: answer.result.orderId,
        paymentRequired: answer.result.paymentRequired,
      });
      onOrdered(answer.result);
      return;
    }
    if (failure?.kind === 'removed-from-stock') {
      const after = await onCartChanged();
      openPopup('removed-from-stock', { productNames: reducedLines(data, after) });
    } else if (cartChangedBy(answer)) await onCartChanged();
    if (failure) setOrderError(failureText(failure, intl.formatMessage));
    for (const [name, text] of serverFieldErrors(answer?.errors, current))
      form.setError(name, { text });
  });

  return { submit, orderError };
}
