import { useIntl } from 'react-intl';
import { Button, TextField, useForm } from '@shop/ui';
import { checkPhone, maskPhone } from '@shop/validation';
import styles from './auth-popup.module.css';

/** Step 1: the phone (mask, '+' and '+7' count as empty) → POST /auth/identification. */
export function LoginStep({
  phone,
  onSubmit,
}: {
  phone: string;
  onSubmit: (phone: string) => Promise<void>;
}) {
  const intl = useIntl();
  const form = useForm({
    initialValues: { phone: phone ? maskPhone(phone) : '+7' },
    rules: { phone: (value) => checkPhone(value) },
  });
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={form.handleSubmit((values) => onSubmit(values.phone))}
    >
      <TextField
        {...form.field('phone')}
        label={intl.formatMessage({ id: 'auth.phone' })}
        mask={maskPhone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
      />
      <Button type="submit" variant="primary" block loading={form.submitting}>
        {intl.formatMessage({ id: 'auth.getCode' })}
      </Button>
    </form>
  );
}
