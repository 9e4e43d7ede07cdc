import { FormattedMessage } from 'react-intl';
import { TextField, type FormApi } from '@shop/ui';
import { isContactlessDeliveryArea, specialDeliveryArea } from '@shop/validation';
import type { CheckoutValues } from '../../../state/order-data';
import styles from '../checkout.module.css';

/** The courier's address, with a hint for special and contactless delivery areas. */
export function CourierAddressFields({ form }: { form: FormApi<CheckoutValues> }) {
  const { address } = form.values;
  const areaHint = specialDeliveryArea(address) ? (
    <FormattedMessage
      id={
        isContactlessDeliveryArea(address) ? 'checkout.area.contactless' : 'checkout.area.special'
      }
    />
  ) : undefined;
  return (
    <div className={styles.grid}>
      <TextField
        {...form.field('address')}
        label={<FormattedMessage id="checkout.address" />}
        autoComplete="street-address"
        required
        hint={areaHint}
      />
      <TextField
        {...form.field('apartment')}
        label={<FormattedMessage id="checkout.apartment" />}
      />
      <TextField
        {...form.field('front_door')}
        label={<FormattedMessage id="checkout.frontDoor" />}
      />
      <TextField
        {...form.field('floor')}
        label={<FormattedMessage id="checkout.floor" />}
        inputMode="numeric"
      />
      <TextField
        {...form.field('house_code')}
        label={<FormattedMessage id="checkout.houseCode" />}
      />
      <TextField
        {...form.field('comment_for_courier')}
        label={<FormattedMessage id="checkout.commentForCourier" />}
        multiline
      />
    </div>
  );
}
