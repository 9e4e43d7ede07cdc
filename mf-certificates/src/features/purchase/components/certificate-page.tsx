import { useIntl } from 'react-intl';
import { useQuery } from '@shop/data';
import { useBusState } from '@shop/event-bus';
import { isLoading, LoadState } from '../../../components/load-state';
import { depositDesignsQuery } from '../api/designs-queries';
import { CertificateForm } from './certificate-form';
import styles from './certificate-page.module.css';

/** `/certificate`: the designs load first; their failure has the docs/product/08-messages.md#loading-failures text and a retry. */
export function CertificatePage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const storefront = useBusState('storefront')?.storefront ?? 'ru';
  const designs = useQuery(depositDesignsQuery(storefront));
  return (
    <section className={styles.page} aria-busy={isLoading(designs)}>
      <h1 className={styles.title}>{t('route.certificate')}</h1>
      <p className={styles.intro}>{t('certificates.purchase.intro')}</p>
      <LoadState query={designs} />
      {designs.isSuccess && <CertificateForm designs={designs.data} />}
    </section>
  );
}
