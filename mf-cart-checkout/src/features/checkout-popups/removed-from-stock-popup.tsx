import { useIntl } from 'react-intl';
import { useBusState } from '@shop/event-bus';
import { Button, PopupFrame, navigate } from '@shop/ui';
import type { PopupModuleProps } from './popup-props';
import styles from './checkout-popups.module.css';

export const CART_PATH = '/cart';

/** Closes the popup and shows the cart (it is usually open already: the order was placed there). */
export function useBackToCart(onClose: () => void) {
  const route = useBusState('route');
  return () => {
    onClose();
    if (route?.pathname !== CART_PATH) navigate(CART_PATH);
  };
}

/** docs/product/08-messages.md#order-creation-failures: some items ran out while ordering; the cart has been refreshed without them. */
export function RemovedFromStockPopup({ props, onClose }: PopupModuleProps<'removed-from-stock'>) {
  const intl = useIntl();
  const backToCart = useBackToCart(onClose);
  return (
    <PopupFrame
      title={intl.formatMessage({ id: 'checkout.removed.title' })}
      onClose={onClose}
      variant="sheet"
    >
      <div className={styles.body}>
        <p>{intl.formatMessage({ id: 'order.error.removedFromStock' })}</p>
        {props.productNames.length > 0 && (
          <ul
            className={styles.products}
            aria-label={intl.formatMessage({ id: 'checkout.removed.list' })}
          >
            {props.productNames.map((name, index) => (
              <li key={`${index}-${name}`}>{name}</li>
            ))}
          </ul>
        )}
        <div className={styles.actions}>
          <Button onClick={backToCart}>
            {intl.formatMessage({ id: 'checkout.removed.toCart' })}
          </Button>
        </div>
      </div>
    </PopupFrame>
  );
}
