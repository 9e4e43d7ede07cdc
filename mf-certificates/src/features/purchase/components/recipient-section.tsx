import { useIntl } from 'react-intl';
import { TextField, type FormApi } from '@shop/ui';
import { EMAIL_INPUT, maskBirthday } from '@shop/validation';
import type { CertificateItemValues } from '../certificate-rules';
import styles from './certificate-page.module.css';

/** Whom the certificate goes to, when, and with what message (no autofill: not the buyer's data). */
export function RecipientSection({ form }: { form: FormApi<CertificateItemValues> }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>{t('certificates.recipient.title')}</legend>
      <div className={styles.columns}>
        <TextField
          {...form.field('recipientName')}
          label={t('certificates.recipient.name')}
          autoComplete="off"
        />
        <TextField
          {...form.field('recipientEmail')}
          {...EMAIL_INPUT}
          label={t('certificates.recipient.email')}
          autoComplete="off"
          required
        />
        <TextField
          {...form.field('sendDate')}
          label={t('certificates.sendDate')}
          hint={t('certificates.sendDate.hint')}
          mask={maskBirthday}
          inputMode="numeric"
          autoComplete="off"
          required
        />
      </div>
      <TextField {...form.field('message')} label={t('certificates.message')} multiline />
    </fieldset>
  );
}
