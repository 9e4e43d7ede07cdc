import { useIntl } from 'react-intl';
import { TextField, type FormApi, type FormRules } from '@shop/ui';
import { EMAIL_INPUT, checkEmail, checkText, maskName } from '@shop/validation';

export interface PersonValues {
  name: string;
  surname: string;
  email: string;
}

/** The docs/product/05-validation.md checks of a person's name, surname and email (registration and personal data). */
export const PERSON_RULES: FormRules<PersonValues> = {
  name: (value) => checkText(value, { required: true, emptyMessage: 'error.name.empty' }),
  surname: (value) => checkText(value, { required: true, emptyMessage: 'error.surname.empty' }),
  email: (value) => checkEmail(value),
};

/** Name, surname and email fields with their masks and autofill hints. */
export function PersonFields<V extends PersonValues>({ form }: { form: FormApi<V> }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
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
      <TextField {...form.field('email')} {...EMAIL_INPUT} label={t('auth.email')} required />
    </>
  );
}
