import { FormattedMessage } from 'react-intl';
import { TextField, type FormApi } from '@shop/ui';
import { EMAIL_INPUT, PHONE_INPUT } from '@shop/validation';
import type { CheckoutValues } from '../../../state/order-data';
import styles from '../checkout.module.css';

/** Phone (with its "confirmed" hint), email and name of the buyer. */
export function ContactsSection({
  form,
  phoneConfirmed,
}: {
  form: FormApi<CheckoutValues>;
  phoneConfirmed: boolean;
}) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>
        <FormattedMessage id="checkout.contacts" />
      </legend>
      <TextField
        {...form.field('phone')}
        {...PHONE_INPUT}
        label={<FormattedMessage id="checkout.phone" />}
        required
        hint={phoneConfirmed ? <FormattedMessage id="checkout.phoneConfirmed" /> : undefined}
      />
      <TextField
        {...form.field('email')}
        {...EMAIL_INPUT}
        label={<FormattedMessage id="checkout.email" />}
        required
      />
      <TextField
        {...form.field('fio')}
        label={<FormattedMessage id="checkout.name" />}
        autoComplete="name"
        required
      />
    </fieldset>
  );
}
