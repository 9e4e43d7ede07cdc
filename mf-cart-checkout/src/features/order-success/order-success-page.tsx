import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isApiError, storefrontApi } from '@shop/api-client';
import { bus, openPopup, useBusState } from '@shop/event-bus';
import { formatPrice } from '@shop/i18n';
import { hrefFor } from '@shop/routes';
import type { OrderSuccessData } from '@shop/types';
import { Button, EmptyState, FormAlert, Link, LoadingRegion, Skeleton } from '@shop/ui';
import { firstPurchaseReport } from '../../state/purchase-once';
import styles from './order-success.module.css';

type Load =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error' }
  | { status: 'ready'; data: OrderSuccessData };

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/** /order-success/{id}: the thank-you page (docs/product/04-states.md#checkout-analytics-steps step 7, docs/product/03-entities.md#analytics-purchase analytics purchase once). */
export function OrderSuccessPage() {
  const intl = useIntl();
  const route = useBusState('route');
  const storefront = useBusState('storefront');
  const locale = storefront?.locale ?? 'ru';
  const id = route?.params.id;
  const paymentFailed = new URLSearchParams(route?.search ?? '').get('payment') === 'failed';
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!id) {
      setLoad({ status: 'missing' });
      return;
    }
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    storefrontApi()
      .getOrderSuccessData(id, { signal: controller.signal })
      .then((data) => setLoad({ status: 'ready', data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad({ status: isApiError(error) && error.status === 404 ? 'missing' : 'error' });
      });
    return () => controller.abort();
  }, [id, attempt]);

  const data = load.status === 'ready' ? load.data : null;
  useEffect(() => {
    if (!data) return;
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
  }, [data, paymentFailed]);

  if (load.status === 'loading')
    return (
      <div className={styles.page}>
        <LoadingRegion label={intl.formatMessage({ id: 'orderSuccess.loading' })}>
          <Skeleton height={40} />
          <Skeleton height={160} />
        </LoadingRegion>
      </div>
    );
  if (load.status !== 'ready')
    return (
      <div className={styles.page}>
        <EmptyState
          headingLevel={1}
          title={
            <FormattedMessage
              id={load.status === 'missing' ? 'orderSuccess.missing' : 'orderSuccess.error'}
            />
          }
          action={
            load.status === 'error' ? (
              <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
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

  const order = load.data;
  const failed = paymentFailed || order.paymentStatus === 'failed';
  const price = (amount: number) => formatPrice(amount, order.currency, locale);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <FormattedMessage
          id={failed ? 'orderSuccess.titleFailed' : 'orderSuccess.title'}
          values={{ id: String(order.id) }}
        />
      </h1>
      {failed ? (
        <FormAlert tone="error">
          <FormattedMessage id="orderSuccess.paymentFailed" />
          {order.retryUrl ? (
            <>
              {' '}
              <a href={order.retryUrl}>
                <FormattedMessage id="orderSuccess.retryPayment" />
              </a>
            </>
          ) : null}
        </FormAlert>
      ) : (
        <FormAlert tone="success">
          <FormattedMessage id="orderSuccess.thanks" values={{ email: order.email }} />
        </FormAlert>
      )}
      <dl className={styles.facts}>
        <div>
          <dt>
            <FormattedMessage id="orderSuccess.number" />
          </dt>
          <dd data-testid="order-number">{order.id}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="orderSuccess.sum" />
          </dt>
          <dd>{price(order.finalSum)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="orderSuccess.delivery" />
          </dt>
          <dd>{price(order.deliveryPrice)}</dd>
        </div>
      </dl>
      <h2 className={styles.subtitle}>
        <FormattedMessage id="orderSuccess.products" />
      </h2>
      <ul className={styles.lines}>
        {order.lines.map((line) => (
          <li key={line.skuId} className={styles.line}>
            {line.photo ? <img src={line.photo} alt="" className={styles.photo} /> : null}
            <span>
              {line.designer} — {line.name} × {line.quantity}
            </span>
            <strong>{price(line.price * line.quantity)}</strong>
          </li>
        ))}
      </ul>
      <Link href={hrefFor('catalog')}>
        <FormattedMessage id="orderSuccess.continue" />
      </Link>
    </div>
  );
}
