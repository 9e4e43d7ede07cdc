import { useIntl } from 'react-intl';
import { formatPrice } from '@shop/i18n';
import type { Locale, PickupPoint } from '@shop/types';
import { pickpointCountry } from '@shop/validation';
import styles from './pickup-point-chooser.module.css';

/** What a shopper needs to pick a point: address, code, hours, term, price, services, country. */
export function PickupPointDetails({ point }: { point: PickupPoint }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  // Belarus and Kazakhstan points are told by their code (docs/product/05-validation.md#delivery-areas-and-pickpoint-codes).
  const country = pickpointCountry(point.code);
  const services = [
    point.paymentCard && t('checkout.pickup.card'),
    point.fitting && t('checkout.pickup.fitting'),
  ].filter(Boolean);
  return (
    <>
      <p className={styles.address}>{point.fullAddress}</p>
      <p className={styles.meta}>
        <span>{point.provider.name}</span>
        <span>{t('checkout.pickup.code', { code: point.code })}</span>
        {country && <span>{t(`checkout.pickup.country.${country}`)}</span>}
      </p>
      <p className={styles.meta}>
        <span>{t('checkout.pickup.hours', { hours: point.workHours })}</span>
        <span>{t('checkout.pickup.days', { days: point.deliveryDays })}</span>
        <span>
          {point.price > 0
            ? t('checkout.pickup.price', {
                price: formatPrice(point.price, point.currency, intl.locale as Locale),
              })
            : t('checkout.pickup.free')}
        </span>
        {services.map((service) => (
          <span key={String(service)}>{service}</span>
        ))}
      </p>
      {country && (
        <p className={styles.note}>
          {t('checkout.pickup.countryNote', { country: t(`checkout.pickup.country.${country}`) })}
        </p>
      )}
    </>
  );
}
