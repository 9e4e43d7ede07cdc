import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isApiError } from '@shop/api-client';
import { useQuery } from '@shop/data';
import { bus, openPopup, useBusState } from '@shop/event-bus';
import { formatPrice } from '@shop/i18n';
import { hrefFor, isOrderRevisit } from '@shop/routes';
import { Button, EmptyState, FormAlert, Link, LoadingRegion, Skeleton } from '@shop/ui';
import { firstPurchaseReport } from '../../state/purchase-once';
import { orderSuccessQuery } from './api/order-success-query';
import styles from './order-success.module.css';

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/** /order-success/{id}: the thank-you page (docs/product/04-states.md#checkout-analytics-steps step 7, docs/product/03-entities.md#analytics-purchase analytics purchase once). */
export function OrderSuccessPage() {
  const intl = useIntl();
  const route = useBusState('route');
  const storefront = useBusState('storefront');
  const locale = storefront?.locale ?? 'ru';
  const id = route?.params.id;
  const paymentFailed = new URLSearchParams(route?.search ?? '').get('payment') === 'failed';
  const revisit = isOrderRevisit(route?.search ?? '');
  const order = useQuery({ ...orderSuccessQuery(id ?? ''), enabled: Boolean(id) });
  const missing = !id || (order.isError && isApiError(order.error) && order.error.status === 404);
  const data = order.isSuccess ? order.data : null;
  useEffect(() => {
    // Opened from the profile: not the end of a checkout, nor a purchase to report.
    // Cancelled unpaid (its payment window closed): nothing was bought, nothing to pay.
    if (!data || revisit || data.status === 'cancelled') return;
    bus.emit('checkout:step', { step: 7 });
    bus.emit('cart:changed', { totalProducts: 0, source: 'cart-checkout' });
    const failed = paymentFailed || data.paymentStatus === 'failed';
    if (failed) {
      openPopup('failed-payment', {
        orderId: String(data.id),
        retryUrl: data.retryUrl ?? undefined,
      });
      return;
    }
    if (firstPurchaseReport(storage(), data.id)) bus.emit('analytics:purchase', data.analytics);
  }, [data, paymentFailed, revisit]);

  if (!missing && (order.isPending || (order.isError && order.isFetching)))
    return (
      <div className={styles.page}>
        <LoadingRegion label={intl.formatMessage({ id: 'orderSuccess.loading' })}>
          <Skeleton height={40} />
          <Skeleton height={160} />
        </LoadingRegion>
      </div>
    );
  if (!order.isSuccess)
    return (
      <div className={styles.page}>
        <EmptyState
          headingLevel={1}
          title={<FormattedMessage id={missing ? 'orderSuccess.missing' : 'orderSuccess.error'} />}
          action={
            !missing ? (
              <Button variant="secondary" onClick={() => void order.refetch()}>
                <FormattedMessage id="cart.retry" />
              </Button>
            ) : (
              <Link href={hrefFor('catalog')}>
                <FormattedMessage id="cart.empty.toCatalog" />
              </Link>
            )
          }
        />
      </div>
    );

  const placed = order.data;
  const cancelled = placed.status === 'cancelled';
  const failed = !cancelled && (paymentFailed || placed.paymentStatus === 'failed');
  const price = (amount: number) => formatPrice(amount, placed.currency, locale);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <FormattedMessage
          id={
            cancelled
              ? 'orderSuccess.titleCancelled'
              : failed
                ? 'orderSuccess.titleFailed'
                : revisit
                  ? 'orderSuccess.titleRevisited'
                  : 'orderSuccess.title'
          }
          values={{ id: String(placed.id) }}
        />
      </h1>
      {cancelled ? (
        <FormAlert tone="error">
          <FormattedMessage id="orderSuccess.cancelled" />
        </FormAlert>
      ) : failed ? (
        <FormAlert tone="error">
          <FormattedMessage id="orderSuccess.paymentFailed" />
          {placed.retryUrl ? (
            <>
              {' '}
              <a href={placed.retryUrl}>
                <FormattedMessage id="orderSuccess.retryPayment" />
              </a>
            </>
          ) : null}
        </FormAlert>
      ) : (
        <FormAlert tone="success">
          <FormattedMessage id="orderSuccess.thanks" values={{ email: placed.email }} />
        </FormAlert>
      )}
      <dl className={styles.facts}>
        <div>
          <dt>
            <FormattedMessage id="orderSuccess.number" />
          </dt>
          <dd data-testid="order-number">{placed.id}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="orderSuccess.sum" />
          </dt>
          <dd>{price(placed.finalSum)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="orderSuccess.delivery" />
          </dt>
          <dd>{price(placed.deliveryPrice)}</dd>
        </div>
      </dl>
      <h2 className={styles.subtitle}>
        <FormattedMessage id="orderSuccess.products" />
      </h2>
      <ul className={styles.lines}>
        {placed.lines.map((line) => (
          <li key={line.skuId} className={styles.line}>
            {line.photo ? <img src={line.photo} alt="" className={styles.photo} /> : null}
            <span>
              {line.designer} — {line.name} × {line.quantity}
            </span>
            <strong>{price(line.price * line.quantity)}</strong>
          </li>
        ))}
        {(placed.giftCertificates ?? []).map((certificate, index) => (
          <li key={`certificate-${index}`} className={styles.line} data-testid="order-certificate">
            <span>
              <FormattedMessage id="cart.line.deposit" />
            </span>
            <strong>{price(certificate.amount)}</strong>
          </li>
        ))}
      </ul>
      <Link href={hrefFor('catalog')}>
        <FormattedMessage id="orderSuccess.continue" />
      </Link>
    </div>
  );
}
