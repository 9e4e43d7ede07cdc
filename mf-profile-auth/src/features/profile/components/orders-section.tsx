import { useIntl } from 'react-intl';
import { formatDate, formatPrice } from '@shop/i18n';
import { hrefFor } from '@shop/routes';
import type { Locale, ProfileOrdersResponse } from '@shop/types';
import { EmptyState, Link } from '@shop/ui';
import styles from './profile.module.css';

/** Orders (GET /profile/orders): number, date, status, sum, products and a link to the order. */
export function OrdersSection({ orders }: ProfileOrdersResponse) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  if (orders.length === 0) return <EmptyState title={t('profile.orders.empty')} headingLevel={3} />;
  return (
    <ul className={styles.list}>
      {orders.map((order) => (
        <li key={order.id} className={styles.card}>
          <h3>{t('profile.orders.number', { id: order.id })}</h3>
          <dl className={styles.facts}>
            <dt>{t('profile.orders.date')}</dt>
            <dd>{formatDate(order.createdAt, locale)}</dd>
            <dt>{t('profile.orders.status')}</dt>
            <dd>{t(`profile.status.${order.status}`)}</dd>
            <dt>{t('profile.orders.sum')}</dt>
            <dd>{formatPrice(order.finalSum, order.currency, locale)}</dd>
            <dt>{t('profile.orders.products')}</dt>
            <dd>{order.lines.map((line) => `${line.name} × ${line.quantity}`).join(', ')}</dd>
          </dl>
          <Link href={hrefFor('order-success', { id: String(order.id) })}>
            {t('profile.orders.repeat', { id: order.id })}
          </Link>
        </li>
      ))}
    </ul>
  );
}
