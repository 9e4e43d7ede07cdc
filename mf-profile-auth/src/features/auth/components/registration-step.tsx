import { useIntl } from 'react-intl';
import type { RegistrationRequest, RegistrationResponse } from '@shop/types';
import { Button, CheckboxField, useForm } from '@shop/ui';
import { checkCheckbox } from '@shop/validation';
import { PERSON_RULES, PersonFields } from './person-fields';
import styles from './auth-popup.module.css';

const FIELDS = ['name', 'surname', 'email'] as const;

/**
 * Step 4 for a new phone: name, surname, email, the personal-data agreement and the newsletter
 * (docs/product/05-validation.md checks); the server's field errors land on their fields as sent.
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
      ...PERSON_RULES,
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
      <PersonFields form={form} />
      <CheckboxField {...form.checkbox('agreement')} label={t('auth.agreement')} required />
      <CheckboxField {...form.checkbox('newsletter')} label={t('auth.newsletter')} />
      <Button type="submit" variant="primary" block loading={form.submitting}>
        {t('auth.register')}
      </Button>
    </form>
  );
}
