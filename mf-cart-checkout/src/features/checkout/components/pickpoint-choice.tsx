import { FormattedMessage } from 'react-intl';
import { openPopup } from '@shop/event-bus';
import { Button, type FormApi } from '@shop/ui';
import type { CheckoutValues } from '../../../state/order-data';
import styles from '../checkout.module.css';

/** The chosen pickup point and the button that opens the pickup-point popup (answers: usePopupAnswers). */
export function PickpointChoice({ form }: { form: FormApi<CheckoutValues> }) {
  const { pickpoint_number: code, pickpoint_full_address: address } = form.values;
  const error = form.errorText('pickpoint_number');
  return (
    <div className={styles.pickpoint}>
      {address ? (
        <p data-testid="chosen-pickpoint">
          <FormattedMessage id="checkout.pickpoint.chosen" values={{ address, code }} />
        </p>
      ) : null}
      <Button
        variant="secondary"
        ref={form.register('pickpoint_number')}
        aria-describedby={error ? 'pickpoint-error' : undefined}
        onClick={() =>
          openPopup('pickup-point-choose', { mode: 'cart', selectedId: code || undefined })
        }
      >
        <FormattedMessage id={code ? 'checkout.pickpoint.change' : 'checkout.pickpoint.choose'} />
      </Button>
      {error ? (
        <p id="pickpoint-error" className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
