import { useIntl } from 'react-intl';
import { formatDate, formatPrice } from '@shop/i18n';
import type { GiftDeposit, Locale } from '@shop/types';
import styles from '../../purchase/components/certificate-page.module.css';

/** What POST /deposit/{id} told about a gift: amount, design, sender, message, activated flag. */
export function GiftDetails({ gift }: { gift: GiftDeposit }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const locale = intl.locale as Locale;
  return (
    <section aria-labelledby="gift-details-title" data-testid="gift-details">
      <h2 id="gift-details-title">{t('certificates.gift.details')}</h2>
      {gift.design && (
        <img
          className={styles.giftImage}
          src={gift.design.image}
          alt={gift.design.name}
          width={320}
          height={200}
        />
      )}
      <dl className={styles.details}>
        <dt>{t('certificates.gift.amount')}</dt>
        <dd data-testid="gift-amount">{formatPrice(gift.amount, gift.currency, locale)}</dd>
        {gift.design && (
          <>
            <dt>{t('certificates.gift.design')}</dt>
            <dd>{gift.design.name}</dd>
          </>
        )}
        {gift.senderName && (
          <>
            <dt>{t('certificates.gift.from')}</dt>
            <dd>{gift.senderName}</dd>
          </>
        )}
        {gift.message && (
          <>
            <dt>{t('certificates.message')}</dt>
            <dd>{gift.message}</dd>
          </>
        )}
        <dt>{t('certificates.gift.expires')}</dt>
        <dd>{formatDate(gift.expiresAt, locale)}</dd>
        <dt>{t('certificates.gift.status')}</dt>
        <dd data-testid="gift-status">
          {t(gift.activated ? 'certificates.gift.activated' : 'certificates.gift.notActivated')}
        </dd>
      </dl>
    </section>
  );
}
