import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { storefrontApi } from '@shop/api-client';
import { bus, openPopup, useBusState } from '@shop/event-bus';
import { formatPrice } from '@shop/i18n';
import { CONTACT_METHOD_IDS } from '@shop/storefront';
import type { CartData, Locale, OrderCreateResponse, OrderData } from '@shop/types';
import { Button, CheckboxField, FormAlert, RadioGroup, TextField, useForm } from '@shop/ui';
import {
  isContactlessDeliveryArea,
  maskEmail,
  maskPhone,
  specialDeliveryArea,
} from '@shop/validation';
import {
  DELIVERY_TYPE,
  emptyCheckoutValues,
  loadOrderData,
  restoreOrderData,
  saveOrderData,
  type CheckoutValues,
} from '../../state/order-data';
import { orderFailure, type OrderFailure } from '../../state/order-error';
import type { CartContext } from '../cart/use-cart';
import { checkoutRules, deliveryCutoff, isPhoneConfirmed } from './checkout-rules';
import {
  deliveryMethodOf,
  initialDelivery,
  readDeliveryPreference,
  writeDeliveryPreference,
} from './delivery-preference';
import { ShopChoice } from './shop-choice';
import { useCheckoutSteps } from './use-checkout-steps';
import styles from './checkout.module.css';

interface CheckoutFormProps {
  data: CartData;
  locale: Locale;
  country: string;
  /** The bonus toggle lives in the cart summary; the order carries its state. */
  spendBonuses: boolean;
  onContextChange: (patch: Partial<CartContext>) => void;
  /** The cart changed on the server (items ran out): reload it and get the new content. */
  onCartChanged: () => Promise<CartData | null>;
  onOrdered: (answer: NonNullable<OrderCreateResponse['result']>) => void;
}

const browserStorage = (): Storage | undefined =>
  typeof window === 'undefined' ? undefined : window.localStorage;

function initialValues(
  data: CartData,
  country: string,
  user: { isAuth: boolean; phone?: string; email?: string; name?: string; surname?: string },
): CheckoutValues {
  const typeIds = data.delivery.map((option) => option.typeId);
  const restored = restoreOrderData(loadOrderData(browserStorage()), {
    country,
    isAuth: user.isAuth,
    onlyOnlineCertificates: data.onlyOnlineCertificates,
    deliveryTypeIds: typeIds,
  });
  const values = { ...emptyCheckoutValues(), ...restored };
  if (!restored.delivery_method_id) {
    const first = initialDelivery(data.delivery, readDeliveryPreference());
    if (first) values.delivery_method_id = String(first.typeId);
  }
  if (!typeIds.some((id) => id === Number(values.delivery_method_id)) && typeIds[0] !== undefined)
    values.delivery_method_id = String(typeIds[0]);
  if (user.isAuth) {
    values.phone = user.phone ? maskPhone(user.phone) : values.phone;
    values.email = user.email ?? values.email;
    values.fio = [user.name, user.surname].filter(Boolean).join(' ') || values.fio;
  }
  return values;
}

function failureText(failure: OrderFailure, formatMessage: (d: { id: string }) => string): string {
  const main =
    failure.kind === 'text'
      ? failure.text
      : failure.kind === 'message'
        ? formatMessage({ id: failure.key })
        : '';
  const hint =
    failure.kind !== 'removed-from-stock' && failure.hint
      ? ` ${formatMessage({ id: 'order.error.retryHint' })}`
      : '';
  return main + hint;
}

/** The checkout state of /cart: contact data, delivery, payment, extras and the order button. */
export function CheckoutForm({
  data,
  locale,
  country,
  spendBonuses,
  onContextChange,
  onCartChanged,
  onOrdered,
}: CheckoutFormProps) {
  const intl = useIntl();
  const user = useBusState('user');
  const step = useCheckoutSteps();
  const form = useForm<CheckoutValues>({
    initialValues: initialValues(data, country, user),
    rules: checkoutRules(locale),
  });
  const { values } = form;
  const [orderError, setOrderError] = useState<string | null>(null);
  const [confirmRequested, setConfirmRequested] = useState(false);
  const deliveryType = Number(values.delivery_method_id);
  const phoneConfirmed = isPhoneConfirmed(user, values.phone);

  useEffect(() => step(2), [step]);

  // The calculation follows the chosen delivery and payment methods.
  useEffect(() => {
    onContextChange({
      delivery_method_id: deliveryType || null,
      payment_method_id: Number(values.payment_method_id) || null,
      pickup_point_id: values.pickpoint_number || null,
    });
  }, [deliveryType, values.payment_method_id, values.pickpoint_number, onContextChange]);

  // Order data is kept locally on every change (the comment excepted, see saveOrderData).
  useEffect(() => saveOrderData(browserStorage(), values), [values]);

  // The payment method follows the cart answer when the chosen one is gone or disabled.
  const methods = data.availablePaymentMethods;
  useEffect(() => {
    const chosen = methods.find((m) => String(m.id) === values.payment_method_id && !m.disabled);
    const selected = methods.find((m) => m.selected) ?? methods.find((m) => !m.disabled);
    if (!chosen && selected) form.setValue('payment_method_id', String(selected.id));
  }, [methods, values.payment_method_id, form]);

  // A logged-in user's last address fills an empty courier form (GET /profile/user_address).
  useEffect(() => {
    if (!user.isAuth) return;
    const controller = new AbortController();
    storefrontApi()
      .getUserAddress({ signal: controller.signal })
      .then(({ address }) => {
        if (!address) return;
        const current = form.values;
        if (current.address) return;
        form.setValues({
          address: address.address,
          apartment: address.apartment,
          front_door: address.frontDoor,
          floor: address.floor,
          house_code: address.houseCode,
        });
      })
      .catch(() => undefined); // prefill only; the shopper types the address otherwise
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per login, not per keystroke
  }, [user.isAuth]);

  // Answers of the popups this form opens, through the bus.
  useEffect(() => {
    const chosen = bus.on('pickup-point:chosen').subscribe(({ mode, point }) => {
      if (mode !== 'cart') return;
      form.setValues({
        pickpoint_number: point.code || point.id,
        pickpoint_full_address: point.fullAddress,
        pickpoint_short_address: point.shortAddress,
      });
      form.validateField('pickpoint_number');
    });
    const comment = bus
      .on('order-comment:changed')
      .subscribe(({ comment: text }) => form.setValue('comment', text));
    return () => {
      chosen.unsubscribe();
      comment.unsubscribe();
    };
  }, [form]);

  // The auth popup reports a login as user:changed; the phone then counts as confirmed (§4).
  useEffect(() => {
    if (phoneConfirmed) setConfirmRequested(false);
  }, [phoneConfirmed]);

  const chooseDelivery = (value: string) => {
    form.setValue('delivery_method_id', value);
    const method = deliveryMethodOf(Number(value));
    if (method) writeDeliveryPreference(method);
    step(3);
  };

  const { setValue } = form;
  const chooseShop = useCallback((shopId: string) => setValue('shop_id', shopId), [setValue]);

  const confirmPhone = () => {
    if (!form.validateAll()) return;
    setConfirmRequested(true);
    openPopup('auth', { phone: values.phone, reason: 'checkout', source: 'cart' });
  };

  const submit = form.handleSubmit(async (current) => {
    setOrderError(null);
    if (!isPhoneConfirmed(user, current.phone)) {
      confirmPhone();
      return;
    }
    step(6, true);
    let answer: OrderCreateResponse | null = null;
    try {
      answer = await storefrontApi().createOrder({ ...orderBody(current), spendBonuses });
    } catch {
      answer = null;
    }
    const failure = orderFailure(answer);
    if (!failure && answer?.result) {
      bus.emit('order:created', {
        orderId: answer.result.orderId,
        paymentRequired: answer.result.paymentRequired,
      });
      onOrdered(answer.result);
      return;
    }
    if (failure?.kind === 'removed-from-stock') {
      const after = await onCartChanged();
      openPopup('removed-from-stock', { productNames: reducedLines(data, after) });
    }
    if (failure) setOrderError(failureText(failure, intl.formatMessage));
    for (const [name, messages] of Object.entries(answer?.errors ?? {}))
      if (name in current && messages[0])
        form.setError(name as keyof CheckoutValues, { text: messages[0] });
  });

  const deliveryOptions = data.delivery.map((option) => {
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
  const area = specialDeliveryArea(values.address);
  const selectedMethod = methods.find((m) => String(m.id) === values.payment_method_id);

  return (
    <form className={styles.checkout} noValidate onSubmit={submit} aria-labelledby="checkout-title">
      <h2 id="checkout-title" className={styles.title}>
        <FormattedMessage id="checkout.title" />
      </h2>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>
          <FormattedMessage id="checkout.contacts" />
        </legend>
        <TextField
          {...form.field('phone')}
          label={<FormattedMessage id="checkout.phone" />}
          mask={maskPhone}
          type="tel"
          autoComplete="tel"
          required
          hint={phoneConfirmed ? <FormattedMessage id="checkout.phoneConfirmed" /> : undefined}
        />
        <TextField
          {...form.field('email')}
          label={<FormattedMessage id="checkout.email" />}
          mask={maskEmail}
          type="email"
          autoComplete="email"
          required
        />
        <TextField
          {...form.field('fio')}
          label={<FormattedMessage id="checkout.name" />}
          autoComplete="name"
          required
        />
      </fieldset>

      <div className={styles.section} onFocus={() => step(3)}>
        <RadioGroup
          legend={<FormattedMessage id="checkout.delivery" />}
          name="delivery_method_id"
          options={deliveryOptions}
          value={values.delivery_method_id || null}
          onChange={chooseDelivery}
          error={form.errorText('delivery_method_id')}
        />
        {deliveryType === DELIVERY_TYPE.courier ? (
          <div className={styles.grid}>
            <TextField
              {...form.field('address')}
              label={<FormattedMessage id="checkout.address" />}
              autoComplete="street-address"
              required
              hint={
                area ? (
                  <FormattedMessage
                    id={
                      isContactlessDeliveryArea(values.address)
                        ? 'checkout.area.contactless'
                        : 'checkout.area.special'
                    }
                  />
                ) : undefined
              }
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
        ) : null}
        {deliveryType === DELIVERY_TYPE.pickpoint ? (
          <div className={styles.pickpoint}>
            {values.pickpoint_full_address ? (
              <p data-testid="chosen-pickpoint">
                <FormattedMessage
                  id="checkout.pickpoint.chosen"
                  values={{ address: values.pickpoint_full_address, code: values.pickpoint_number }}
                />
              </p>
            ) : null}
            <Button
              variant="secondary"
              ref={form.register('pickpoint_number')}
              aria-describedby={form.errorText('pickpoint_number') ? 'pickpoint-error' : undefined}
              onClick={() =>
                openPopup('pickup-point-choose', {
                  mode: 'cart',
                  selectedId: values.pickpoint_number || undefined,
                })
              }
            >
              <FormattedMessage
                id={
                  values.pickpoint_number
                    ? 'checkout.pickpoint.change'
                    : 'checkout.pickpoint.choose'
                }
              />
            </Button>
            {form.errorText('pickpoint_number') ? (
              <p id="pickpoint-error" className={styles.error} role="alert">
                {form.errorText('pickpoint_number')}
              </p>
            ) : null}
          </div>
        ) : null}
        {deliveryType === DELIVERY_TYPE.shop ? (
          <ShopChoice
            legend={<FormattedMessage id="checkout.shop" />}
            country={country}
            value={values.shop_id}
            onChange={chooseShop}
            error={form.errorText('shop_id')}
          />
        ) : null}
      </div>

      <div className={styles.section} onFocus={() => step(4)}>
        <RadioGroup
          legend={<FormattedMessage id="checkout.payment" />}
          name="payment_method_id"
          options={methods.map((method) => ({
            value: String(method.id),
            label: method.title,
            disabled: method.disabled,
            description: [method.subtitle, method.messages.notice, method.messages.warning]
              .filter(Boolean)
              .join(' · '),
          }))}
          value={values.payment_method_id || null}
          onChange={(value) => {
            form.setValue('payment_method_id', value);
            step(4);
          }}
        />
        {selectedMethod?.code === 'dolyame' ? (
          <Button
            variant="link"
            onClick={() => openPopup('installment-info', { price: data.finalSum.final })}
          >
            <FormattedMessage id="checkout.installmentInfo" />
          </Button>
        ) : null}
      </div>

      <div className={styles.section} onFocus={() => step(5)}>
        <RadioGroup
          legend={<FormattedMessage id="checkout.contactMethod" />}
          name="communication_method_id"
          options={Object.entries(CONTACT_METHOD_IDS).map(([name, id]) => ({
            value: String(id),
            label: intl.formatMessage({ id: `checkout.contactMethod.${name}` }),
          }))}
          value={values.communication_method_id}
          onChange={(value) => form.setValue('communication_method_id', value)}
        />
      </div>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>
          <FormattedMessage id="checkout.extras" />
        </legend>
        <CheckboxField
          {...form.checkbox('is_gift')}
          label={<FormattedMessage id="checkout.gift" />}
        />
        {values.is_gift ? (
          <div className={styles.grid}>
            <TextField
              {...form.field('recipient_name')}
              label={<FormattedMessage id="checkout.recipientName" />}
              required
            />
            <TextField
              {...form.field('recipient_phone')}
              label={<FormattedMessage id="checkout.recipientPhone" />}
              mask={maskPhone}
              type="tel"
              required
            />
          </div>
        ) : null}
        <CheckboxField
          {...form.checkbox('postCard')}
          label={<FormattedMessage id="checkout.postCard" />}
        />
        <CheckboxField
          {...form.checkbox('deletePriceTags')}
          label={<FormattedMessage id="checkout.deletePriceTags" />}
        />
        <CheckboxField
          {...form.checkbox('newsletterSubscription')}
          label={<FormattedMessage id="checkout.newsletter" />}
        />
        <div className={styles.comment}>
          {values.comment ? <p data-testid="order-comment">{values.comment}</p> : null}
          <Button
            variant="link"
            onClick={() => openPopup('order-comment', { comment: values.comment })}
          >
            <FormattedMessage
              id={values.comment ? 'checkout.comment.edit' : 'checkout.comment.add'}
            />
          </Button>
        </div>
      </fieldset>

      <div className={styles.submit}>
        {!phoneConfirmed ? (
          <FormAlert tone={confirmRequested ? 'error' : 'info'}>
            <FormattedMessage id="error.phone.notConfirmed" />
          </FormAlert>
        ) : null}
        {orderError ? <FormAlert tone="error">{orderError}</FormAlert> : null}
        {!phoneConfirmed ? (
          <Button variant="secondary" block onClick={confirmPhone}>
            <FormattedMessage id="checkout.confirmPhone" />
          </Button>
        ) : null}
        <Button type="submit" block loading={form.submitting} disabled={!phoneConfirmed}>
          <FormattedMessage
            id="checkout.placeOrder"
            values={{ sum: formatPrice(data.finalSum.final, data.currency, locale) }}
          />
        </Button>
      </div>
    </form>
  );
}

/** Names of the lines that are gone or fewer after the server changed the cart. */
export function reducedLines(before: CartData, after: CartData | null): string[] {
  return Object.values(before.products)
    .filter((line) => (after?.products[line.id]?.quantity ?? 0) < line.quantity)
    .map((line) => line.name);
}

/** The POST /order/create/v2 body from the form. */
function orderBody(values: CheckoutValues): Partial<OrderData> {
  const deliveryId = Number(values.delivery_method_id) as OrderData['delivery_method_id'];
  return {
    delivery_method_id: deliveryId,
    payment_method_id: Number(values.payment_method_id) || null,
    communication_method_id: Number(
      values.communication_method_id,
    ) as OrderData['communication_method_id'],
    is_gift: values.is_gift,
    phone: values.phone,
    email: values.email,
    fio: values.fio,
    address: values.address,
    apartment: values.apartment,
    front_door: values.front_door,
    floor: values.floor,
    house_code: values.house_code,
    comment_for_courier: values.comment_for_courier,
    recipient_name: values.recipient_name,
    recipient_phone: values.recipient_phone,
    shop_id: values.shop_id ? Number(values.shop_id) : null,
    pickpoint_number: values.pickpoint_number,
    pickpoint_full_address: values.pickpoint_full_address,
    pickpoint_short_address: values.pickpoint_short_address,
    pickup_point: values.pickpoint_number || null,
    comment: values.comment,
    activeDeliveryType: deliveryMethodOf(Number(values.delivery_method_id)) ?? 'courier',
    courier_info: {
      address: values.address,
      is_full: Boolean(values.address && values.apartment),
      apartment: values.apartment,
      floor: values.floor,
      front_door: values.front_door,
      house_code: values.house_code,
      comment_for_courier: values.comment_for_courier,
    },
    newsletterSubscription: values.newsletterSubscription,
    postCard: values.postCard,
    deletePriceTags: values.deletePriceTags,
  };
}
