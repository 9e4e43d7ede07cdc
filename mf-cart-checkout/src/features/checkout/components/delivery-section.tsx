import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatPrice } from '@shop/i18n';
import type { CartData, CheckoutAnalyticsStep, Locale } from '@shop/types';
import { RadioGroup, type FormApi } from '@shop/ui';
import { DELIVERY_TYPE, type CheckoutValues } from '../../../state/order-data';
import { deliveryCutoff } from '../checkout-rules';
import { deliveryMethodOf, writeDeliveryPreference } from '../delivery-preference';
import { ShopChoice } from '../shop-choice';
import { CourierAddressFields } from './courier-address-fields';
import { PickpointChoice } from './pickpoint-choice';
import styles from '../checkout.module.css';

export interface DeliverySectionProps {
  form: FormApi<CheckoutValues>;
  data: Pick<CartData, 'delivery' | 'deliveryEstimations'>;
  locale: Locale;
  country: string;
  step: (step: CheckoutAnalyticsStep) => void;
}

/**
 * The delivery options (price, estimate, why one is closed) and what the chosen one asks for:
 * a courier address, a pickup point or a shop. A choice is remembered as the preferred method.
 */
export function DeliverySection({ form, data, locale, country, step }: DeliverySectionProps) {
  const intl = useIntl();
  const { setValue } = form;
  const deliveryType = Number(form.values.delivery_method_id);

  const chooseDelivery = (value: string) => {
    setValue('delivery_method_id', value);
    const method = deliveryMethodOf(Number(value));
    if (method) writeDeliveryPreference(method);
    step(3);
  };
  const chooseShop = useCallback((shopId: string) => setValue('shop_id', shopId), [setValue]);

  const options = data.delivery.map((option) => {
    const closed = deliveryCutoff(option.typeId);
    return {
      value: String(option.typeId),
      label: option.title,
      disabled: option.disabled,
      description: [
        formatPrice(option.price, option.currency, locale),
        data.deliveryEstimations.find((e) => e.typeId === option.typeId)?.text,
        option.disabled && closed ? intl.formatMessage({ id: closed }) : null,
      ]
        .filter(Boolean)
        .join(' · '),
    };
  });

  return (
    <div className={styles.section} onFocus={() => step(3)}>
      <RadioGroup
        legend={<FormattedMessage id="checkout.delivery" />}
        name="delivery_method_id"
        options={options}
        value={form.values.delivery_method_id || null}
        onChange={chooseDelivery}
        error={form.errorText('delivery_method_id')}
      />
      {deliveryMethodOf(deliveryType) === 'courier' ? <CourierAddressFields form={form} /> : null}
      {deliveryType === DELIVERY_TYPE.pickpoint ? <PickpointChoice form={form} /> : null}
      {deliveryType === DELIVERY_TYPE.shop ? (
        <ShopChoice
          legend={<FormattedMessage id="checkout.shop" />}
          country={country}
          value={form.values.shop_id}
          onChange={chooseShop}
          error={form.errorText('shop_id')}
        />
      ) : null}
    </div>
  );
}
