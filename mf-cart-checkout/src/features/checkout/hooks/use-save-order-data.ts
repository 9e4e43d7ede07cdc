import { useEffect } from 'react';
import { saveOrderData, type CheckoutValues } from '../../../state/order-data';
import { browserStorage } from '../saved-checkout';

/** Order data is kept locally on every change (the comment excepted, see saveOrderData). */
export function useSaveOrderData(values: CheckoutValues): void {
  useEffect(() => saveOrderData(browserStorage(), values), [values]);
}
