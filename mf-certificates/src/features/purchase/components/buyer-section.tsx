import { useIntl } from 'react-intl';
import { TextField, type FormApi } from '@shop/ui';
import { EMAIL_INPUT } from '@shop/validation';
import type { BuyerValues } from '../certificate-rules';
import styles from './certificate-page.module.css';

/** Who pays and gets the receipt. The phone is taken as typed (no mask), as the order API expects. */
export function BuyerSection({ form }: { form: FormApi<BuyerValues> }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>{t('certificates.buyer.title')}</legend>
      <div className={styles.columns}>
        <TextField
          {...form.field('fio')}
          label={t('certificates.buyer.fio')}
          autoComplete="name"
          required
        />
        <TextField
          {...form.field('phone')}
          label={t('certificates.buyer.phone')}
          type="tel"
          autoComplete="tel"
          required
        />
        <TextField
          {...form.field('email')}
          {...EMAIL_INPUT}
          label={t('certificates.buyer.email')}
          required
        />
      </div>
    </fieldset>
  );
}
