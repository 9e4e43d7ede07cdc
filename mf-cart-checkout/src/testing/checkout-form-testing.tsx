import type { ReactElement } from 'react';
import type { DeliveryMethodId, DeliveryOption } from '@shop/types';
import { useForm, type FormApi } from '@shop/ui';
import { emptyCheckoutValues, type CheckoutValues } from '../state/order-data';
import { checkoutRules } from '../features/checkout/checkout-rules';
import { renderWithShop } from '@shop/ui/testing';

/**
 * Renders one checkout section over a real checkout form (its rules, the given values), as the
 * checkout form composes it; `form()` is the form as last rendered, for its values and errors.
 */
export function renderCheckoutSection(
  section: (form: FormApi<CheckoutValues>) => ReactElement,
  values: Partial<CheckoutValues> = {},
) {
  let latest: FormApi<CheckoutValues> | null = null;
  function Harness() {
    const form = useForm<CheckoutValues>({
      initialValues: { ...emptyCheckoutValues(), ...values },
      rules: checkoutRules('ru'),
    });
    latest = form;
    return section(form);
  }
  const view = renderWithShop(<Harness />);
  const form = (): FormApi<CheckoutValues> => {
    if (!latest) throw new Error('the section has not rendered');
    return latest;
  };
  return { ...view, form };
}

/** A delivery option the cart offers, open and free unless told otherwise. */
export const deliveryOptionFixture = (
  typeId: number,
  extra: Partial<DeliveryOption> = {},
): DeliveryOption => ({
  id: typeId,
  typeId: typeId as DeliveryMethodId,
  title: String(typeId),
  price: 0,
  currency: 'RUB',
  selected: false,
  disabled: false,
  ...extra,
});
