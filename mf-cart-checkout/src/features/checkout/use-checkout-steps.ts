import { useCallback, useRef } from 'react';
import { bus } from '@shop/event-bus';
import type { CheckoutAnalyticsStep } from '@shop/types';

/** Emits each checkout analytics step (spec §4) once per page visit. */
export function useCheckoutSteps() {
  const sent = useRef(new Set<CheckoutAnalyticsStep>());
  return useCallback((step: CheckoutAnalyticsStep, again = false) => {
    if (!again && sent.current.has(step)) return;
    sent.current.add(step);
    bus.emit('checkout:step', { step });
  }, []);
}
