import { useIntl } from 'react-intl';
import { formatDate, formatPrice } from '@shop/i18n';
import { orderRevisitHref } from '@shop/routes';
import type { Locale, ProfileOrdersResponse } from '@shop/types';
import { Button, EmptyState, FormAlert, Link } from '@shop/ui';
import { profileRefundsQuery } from '../api/profile-queries';
import { useSignedInQuery } from '../use-signed-in-query';
import { OrderRefunds } from './order-refunds';
import styles from './profile.module.css';

/**
 * Orders (GET /profile/orders): number, date, status, sum, products and a link to the order;
 * each with its return requests and the way to file one (GET /profile/refunds).
 */
export function OrdersSection({ orders }: ProfileOrdersResponse) {
  const intl = useIntl();
  const refunds = useSignedInQuery(profileRefundsQuery());
  const locale = intl.locale as Locale;
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  if (orders.length === 0) return <EmptyState title={t('profile.orders.empty')} headingLevel={3} />;
  return (
    <>
      {refunds.status === 'error' && (
        <FormAlert tone="error">
          {t('profile.refund.loadFailed')}{' '}
          <Button variant="link" onClick={refunds.retry}>
            {t('profile.refund.retry')}
          </Button>
        </FormAlert>
      )}
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
            <Link href={orderRevisitHref(order.id)}>
              {t('profile.orders.repeat', { id: order.id })}
            </Link>
            <OrderRefunds order={order} refunds={refunds} />
          </li>
        ))}
      </ul>
    </>
  );
}
