import { useIntl } from 'react-intl';
import type { RegistrationRequest, RegistrationResponse } from '@shop/types';
import { Button, CheckboxField, TextField, useForm } from '@shop/ui';
import { checkCheckbox, checkEmail, checkText, maskEmail, maskName } from '@shop/validation';
import styles from './auth-popup.module.css';

const FIELDS = ['name', 'surname', 'email'] as const;

/**
 * Step 4 for a new phone: name, surname, email, the personal-data agreement and the newsletter
 * (spec §5 checks); the server's field errors land on their fields as sent.
 */
export function RegistrationStep({
  phone,
  onSubmit,
}: {
  phone: string;
  onSubmit: (body: RegistrationRequest) => Promise<RegistrationResponse | null>;
}) {
  const intl = useIntl();
  const form = useForm({
    initialValues: { name: '', surname: '', email: '', agreement: false, newsletter: true },
    rules: {
      name: (value) => checkText(value, { required: true, emptyMessage: 'error.name.empty' }),
      surname: (value) => checkText(value, { required: true, emptyMessage: 'error.surname.empty' }),
      email: (value) => checkEmail(value),
      agreement: (value) => checkCheckbox(value, 'error.agreement.required'),
    },
  });
  const t = (id: string) => intl.formatMessage({ id });

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={form.handleSubmit(async (values) => {
        const answer = await onSubmit({
          phone,
          name: values.name.trim(),
          surname: values.surname.trim(),
          email: values.email.trim(),
          isSubscribed: values.newsletter,
        });
        for (const name of FIELDS) {
          const text = answer?.errors?.[name]?.[0];
          if (text) form.setError(name, { text });
        }
      })}
    >
      <p className={styles.intro}>{t('auth.registration.intro')}</p>
      <TextField
        {...form.field('name')}
        label={t('auth.name')}
        mask={maskName}
        autoComplete="given-name"
        required
      />
      <TextField
        {...form.field('surname')}
        label={t('auth.surname')}
        mask={maskName}
        autoComplete="family-name"
        required
      />
      <TextField
        {...form.field('email')}
        label={t('auth.email')}
        mask={maskEmail}
        type="email"
        autoComplete="email"
        required
      />
      <CheckboxField {...form.checkbox('agreement')} label={t('auth.agreement')} required />
      <CheckboxField {...form.checkbox('newsletter')} label={t('auth.newsletter')} />
      <Button type="submit" variant="primary" block loading={form.submitting}>
        {t('auth.register')}
      </Button>
    </form>
  );
}
