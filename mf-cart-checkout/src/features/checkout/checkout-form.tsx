import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useBusState } from '@shop/event-bus';
import { formatPrice } from '@shop/i18n';
import type { CartData, Locale, OrderCreateResponse } from '@shop/types';
import { useForm } from '@shop/ui';
import type { CheckoutValues } from '../../state/order-data';
import type { CartContext } from '../cart/use-cart';
import { checkoutRules } from './checkout-rules';
import { ContactMethodSection } from './components/contact-method-section';
import { ContactsSection } from './components/contacts-section';
import { DeliverySection } from './components/delivery-section';
import { ExtrasSection } from './components/extras-section';
import { OrderSubmit } from './components/order-submit';
import { PaymentSection } from './components/payment-section';
import { useCheckoutOpened } from './hooks/use-checkout-opened';
import { useFollowPaymentMethods } from './hooks/use-follow-payment-methods';
import { usePhoneConfirmation } from './hooks/use-phone-confirmation';
import { usePlaceOrder } from './hooks/use-place-order';
import { usePopupAnswers } from './hooks/use-popup-answers';
import { usePrefillUserAddress } from './hooks/use-prefill-user-address';
import { useSaveOrderData } from './hooks/use-save-order-data';
import { useSyncCalculationContext } from './hooks/use-sync-calculation-context';
import { checkoutInitialValues, type CheckoutUser } from './initial-values';
import { readSavedCheckout } from './saved-checkout';
import { useCheckoutSteps } from './use-checkout-steps';
import styles from './checkout.module.css';

interface CheckoutFormProps {
  data: CartData;
  locale: Locale;
  country: string;
  /** The bonus toggle lives in the cart summary; the order carries its state. */
  spendBonuses: boolean;
  onContextChange: (patch: Partial<CartContext>) => void;
  /** The cart changed on the server (items ran out): reload it and get the new content. */
  onCartChanged: () => Promise<CartData | null>;
  onOrdered: (answer: NonNullable<OrderCreateResponse['result']>) => void;
}

/** The checkout state of /cart: contact data, delivery, payment, extras and the order button. */
export function CheckoutForm({
  data,
  locale,
  country,
  spendBonuses,
  onContextChange,
  onCartChanged,
  onOrdered,
}: CheckoutFormProps) {
  const user = useBusState('user');
  const step = useCheckoutSteps();
  const form = useForm<CheckoutValues>({
    initialValues: useInitialValues(data, country, user),
    rules: checkoutRules(locale),
  });
  const methods = data.availablePaymentMethods;

  useCheckoutOpened(step);
  useSyncCalculationContext(form.values, onContextChange);
  useSaveOrderData(form.values);
  useFollowPaymentMethods(form, methods);
  usePrefillUserAddress(form, user.isAuth);
  usePopupAnswers(form);
  const { phoneConfirmed, confirmRequested, confirmPhone } = usePhoneConfirmation(form, user);
  const placeOrder = { form, data, user, spendBonuses, step, confirmPhone };
  const { submit, orderError } = usePlaceOrder({ ...placeOrder, onCartChanged, onOrdered });

  return (
    <form className={styles.checkout} noValidate onSubmit={submit} aria-labelledby="checkout-title">
      <h2 id="checkout-title" className={styles.title}>
        <FormattedMessage id="checkout.title" />
      </h2>
      <ContactsSection form={form} phoneConfirmed={phoneConfirmed} />
      <DeliverySection form={form} data={data} locale={locale} country={country} step={step} />
      <PaymentSection form={form} methods={methods} finalSum={data.finalSum.final} step={step} />
      <ContactMethodSection form={form} step={step} />
      <ExtrasSection form={form} />
      <OrderSubmit
        sum={formatPrice(data.finalSum.final, data.currency, locale)}
        phoneConfirmed={phoneConfirmed}
        confirmRequested={confirmRequested}
        orderError={orderError}
        submitting={form.submitting}
        onConfirmPhone={confirmPhone}
      />
    </form>
  );
}

/** The first values, read once: the browser's saved checkout and the user on the bus. */
function useInitialValues(data: CartData, country: string, user: CheckoutUser): CheckoutValues {
  const [initial] = useState(() => checkoutInitialValues(data, country, user, readSavedCheckout()));
  return initial;
}
