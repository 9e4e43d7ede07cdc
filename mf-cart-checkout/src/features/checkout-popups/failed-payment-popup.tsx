import { useIntl } from 'react-intl';
import { Button, PopupFrame, navigate } from '@shop/ui';
import type { PopupModuleProps } from './popup-props';
import { useBackToCart } from './removed-from-stock-popup';
import styles from './checkout-popups.module.css';

export const CATALOG_PATH = '/catalog';

/** Only a same-origin path or an http(s) address is followed (never javascript: and the like). */
export function safeRetryUrl(url: string | undefined): string | null {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https?:\/\//i.test(url) ? url : null;
}

/** A payment that failed: pay again on the payment page (a full page load), or go back. */
export function FailedPaymentPopup({ props, onClose }: PopupModuleProps<'failed-payment'>) {
  const intl = useIntl();
  const backToCart = useBackToCart(onClose);
  const retryUrl = safeRetryUrl(props.retryUrl);
  const toCatalog = () => {
    onClose();
    navigate(CATALOG_PATH);
  };
  return (
    <PopupFrame
      title={intl.formatMessage({ id: 'checkout.payment.failedTitle' })}
      onClose={onClose}
      variant="sheet"
    >
      <div className={styles.body}>
        {props.orderId && (
          <p className={styles.order}>
            {intl.formatMessage({ id: 'checkout.payment.failedOrder' }, { orderId: props.orderId })}
          </p>
        )}
        <p>{intl.formatMessage({ id: 'checkout.payment.failedBody' })}</p>
        <p>{intl.formatMessage({ id: 'order.error.retryHint' })}</p>
        <div className={styles.actions}>
          {retryUrl && (
            // The payment page is outside the shop's router: a full page load.
            <Button onClick={() => window.location.assign(retryUrl)}>
              {intl.formatMessage({ id: 'checkout.payment.retry' })}
            </Button>
          )}
          <Button variant="secondary" onClick={backToCart}>
            {intl.formatMessage({ id: 'checkout.payment.toCart' })}
          </Button>
          <Button variant="link" onClick={toCatalog}>
            {intl.formatMessage({ id: 'checkout.payment.toCatalog' })}
          </Button>
        </div>
      </div>
    </PopupFrame>
  );
}
