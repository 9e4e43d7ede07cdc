import { useEffect, useState } from 'react';
import { openPopup } from '@shop/event-bus';
import type { FormApi } from '@shop/ui';
import type { CheckoutValues } from '../../../state/order-data';
import { isPhoneConfirmed } from '../checkout-rules';
import type { CheckoutUser } from '../initial-values';

/**
 * An order needs a confirmed phone: `confirmPhone` checks the form and opens the auth popup;
 * the popup reports a login as user:changed, and the phone then counts as confirmed
 * (docs/product/04-states.md#auth-flow).
 */
export function usePhoneConfirmation(form: FormApi<CheckoutValues>, user: CheckoutUser) {
  const phone = form.values.phone;
  const phoneConfirmed = isPhoneConfirmed(user, phone);
  const [confirmRequested, setConfirmRequested] = useState(false);

  useEffect(() => {
    if (phoneConfirmed) setConfirmRequested(false);
  }, [phoneConfirmed]);

  const confirmPhone = () => {
    if (!form.validateAll()) return;
    setConfirmRequested(true);
    openPopup('auth', { phone, reason: 'checkout', source: 'cart' });
  };

  return { phoneConfirmed, confirmRequested, confirmPhone };
}
