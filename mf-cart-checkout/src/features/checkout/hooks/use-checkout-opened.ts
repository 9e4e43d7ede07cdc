import { useEffect } from 'react';
import type { CheckoutAnalyticsStep } from '@shop/types';

/** The checkout form on screen is analytics step 2. */
export function useCheckoutOpened(step: (step: CheckoutAnalyticsStep) => void): void {
  useEffect(() => step(2), [step]);
}
