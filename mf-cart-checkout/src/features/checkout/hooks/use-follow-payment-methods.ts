import { useEffect } from 'react';
import type { CartData } from '@shop/types';
import type { FormApi } from '@shop/ui';
import type { CheckoutValues } from '../../../state/order-data';

/** The payment method follows the cart answer when the chosen one is gone or disabled. */
export function useFollowPaymentMethods(
  form: FormApi<CheckoutValues>,
  methods: CartData['availablePaymentMethods'],
): void {
  const chosenId = form.values.payment_method_id;
  useEffect(() => {
    const chosen = methods.find((m) => String(m.id) === chosenId && !m.disabled);
    const selected = methods.find((m) => m.selected) ?? methods.find((m) => !m.disabled);
    if (!chosen && selected) form.setValue('payment_method_id', String(selected.id));
  }, [methods, chosenId, form]);
}
