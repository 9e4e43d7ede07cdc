import { FormattedMessage, useIntl } from 'react-intl';
import { CONTACT_METHOD_IDS } from '@shop/storefront';
import type { CheckoutAnalyticsStep } from '@shop/types';
import { RadioGroup, type FormApi } from '@shop/ui';
import type { CheckoutValues } from '../../../state/order-data';
import styles from '../checkout.module.css';

/** How the shop should contact the buyer about the order. */
export function ContactMethodSection({
  form,
  step,
}: {
  form: FormApi<CheckoutValues>;
  step: (step: CheckoutAnalyticsStep) => void;
}) {
  const intl = useIntl();
  return (
    <div className={styles.section} onFocus={() => step(5)}>
      <RadioGroup
        legend={<FormattedMessage id="checkout.contactMethod" />}
        name="communication_method_id"
        options={Object.entries(CONTACT_METHOD_IDS).map(([name, id]) => ({
          value: String(id),
          label: intl.formatMessage({ id: `checkout.contactMethod.${name}` }),
        }))}
        value={form.values.communication_method_id}
        onChange={(value) => form.setValue('communication_method_id', value)}
      />
    </div>
  );
}
