import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, FormAlert } from '@shop/ui';
import styles from '../checkout.module.css';

export interface OrderSubmitProps {
  /** The order sum, formatted. */
  sum: string;
  phoneConfirmed: boolean;
  /** The shopper was asked to confirm the phone: the notice turns into an error. */
  confirmRequested: boolean;
  orderError: ReactNode;
  submitting: boolean;
  onConfirmPhone: () => void;
}

/** The order button, with the phone confirmation it waits for and the order's failure. */
export function OrderSubmit({
  sum,
  phoneConfirmed,
  confirmRequested,
  orderError,
  submitting,
  onConfirmPhone,
}: OrderSubmitProps) {
  return (
    <div className={styles.submit}>
      {!phoneConfirmed ? (
        <FormAlert tone={confirmRequested ? 'error' : 'info'}>
          <FormattedMessage id="error.phone.notConfirmed" />
        </FormAlert>
      ) : null}
      {orderError ? <FormAlert tone="error">{orderError}</FormAlert> : null}
      {!phoneConfirmed ? (
        <Button variant="secondary" block onClick={onConfirmPhone}>
          <FormattedMessage id="checkout.confirmPhone" />
        </Button>
      ) : null}
      <Button type="submit" block loading={submitting} disabled={!phoneConfirmed}>
        <FormattedMessage id="checkout.placeOrder" values={{ sum }} />
      </Button>
    </div>
  );
}
