import { useState } from 'react';
import { useIntl } from 'react-intl';
import { LoadState } from '../../../components/load-state';
import { useLoad } from '../../../lib/use-load';
import { fetchDepositDesigns } from '../api/fetch-designs';
import { CertificateForm } from './certificate-form';
import styles from './certificate-page.module.css';
import { errorText } from '@shop/error-codes';
import { CERT_ERRORS } from '../../../error-codes';

/** `/certificate`: the designs load first; their failure has the docs/product/08-messages.md#loading-failures text and a retry. */
export function CertificatePage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [attempt, setAttempt] = useState(0);
  const designs = useLoad(
    fetchDepositDesigns,
    attempt,
    errorText(CERT_ERRORS.DEPOSIT_DESIGNS_UNAVAILABLE, 'deposit designs unavailable'),
  );
  return (
    <section className={styles.page} aria-busy={designs.status === 'loading'}>
      <h1 className={styles.title}>{t('route.certificate')}</h1>
      <p className={styles.intro}>{t('certificates.purchase.intro')}</p>
      <LoadState load={designs} onRetry={() => setAttempt((n) => n + 1)} />
      {designs.status === 'ready' && <CertificateForm designs={designs.data} />}
    </section>
  );
}
