import { useIntl } from 'react-intl';
import { formatDate, formatPrice } from '@shop/i18n';
import type { Locale, ProfileCertificatesResponse } from '@shop/types';
import { EmptyState } from '@shop/ui';
import styles from './profile.module.css';

/** Certificates (GET /profile/certificates): code, balance of amount, expiry. */
export function CertificatesSection({ certificates }: ProfileCertificatesResponse) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  if (certificates.length === 0)
    return (
      <EmptyState
        title={intl.formatMessage({ id: 'profile.certificates.empty' })}
        headingLevel={3}
      />
    );
  return (
    <ul className={styles.list}>
      {certificates.map((certificate) => (
        <li key={certificate.id} className={styles.card}>
          <h3>
            {intl.formatMessage({ id: 'profile.certificates.code' }, { code: certificate.code })}
          </h3>
          <p>
            {intl.formatMessage(
              { id: 'profile.certificates.balance' },
              {
                balance: formatPrice(certificate.balance, certificate.currency, locale),
                amount: formatPrice(certificate.amount, certificate.currency, locale),
              },
            )}
          </p>
          <p>
            {intl.formatMessage(
              { id: 'profile.certificates.expires' },
              { date: formatDate(certificate.expiresAt, locale) },
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
