import { FormattedMessage } from 'react-intl';
import { openPopup } from '@shop/event-bus';
import type { CartData, CheckoutAnalyticsStep } from '@shop/types';
import { Button, RadioGroup, type FormApi } from '@shop/ui';
import type { CheckoutValues } from '../../../state/order-data';
import styles from '../checkout.module.css';

export interface PaymentSectionProps {
  form: FormApi<CheckoutValues>;
  methods: CartData['availablePaymentMethods'];
  /** The order's sum, for the instalment popup. */
  finalSum: number;
  step: (step: CheckoutAnalyticsStep) => void;
}

/** The cart's payment methods; instalments (Dolyame) offer their explanation popup. */
export function PaymentSection({ form, methods, finalSum, step }: PaymentSectionProps) {
  const chosenId = form.values.payment_method_id;
  const selectedMethod = methods.find((m) => String(m.id) === chosenId);
  return (
    <div className={styles.section} onFocus={() => step(4)}>
      <RadioGroup
        legend={<FormattedMessage id="checkout.payment" />}
        name="payment_method_id"
        options={methods.map((method) => ({
          value: String(method.id),
          label: method.title,
          disabled: method.disabled,
          description: [method.subtitle, method.messages.notice, method.messages.warning]
            .filter(Boolean)
            .join(' · '),
        }))}
        value={chosenId || null}
        onChange={(value) => {
          form.setValue('payment_method_id', value);
          step(4);
        }}
      />
      {selectedMethod?.code === 'dolyame' ? (
        <Button variant="link" onClick={() => openPopup('installment-info', { price: finalSum })}>
          <FormattedMessage id="checkout.installmentInfo" />
        </Button>
      ) : null}
    </div>
  );
}
