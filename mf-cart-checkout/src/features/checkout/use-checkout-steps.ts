import { useCallback, useRef } from 'react';
import { bus } from '@shop/event-bus';
import type { CheckoutAnalyticsStep } from '@shop/types';
import { checkoutAnalyticsCart } from './checkout-analytics-cart';

/** Emits each checkout analytics step (docs/product/04-states.md#checkout-analytics-steps) once per page visit, with the cart it is taken with. */
export function useCheckoutSteps() {
  const sent = useRef(new Set<CheckoutAnalyticsStep>());
  return useCallback((step: CheckoutAnalyticsStep, again = false) => {
    if (!again && sent.current.has(step)) return;
    sent.current.add(step);
    const cart = checkoutAnalyticsCart();
    bus.emit('checkout:step', cart ? { step, cart } : { step });
  }, []);
}
