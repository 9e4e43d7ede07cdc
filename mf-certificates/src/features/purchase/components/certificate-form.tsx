import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { isCancelled } from '@shop/api-client';
import { bus, useBusState } from '@shop/event-bus';
import { formatPrice, type MessageKey } from '@shop/i18n';
import { hrefFor } from '@shop/routes';
import type { DepositDesign, DepositOrderItem, Locale } from '@shop/types';
import { Button, FormAlert, Link, RadioGroup, TextField, navigate, useForm } from '@shop/ui';
import { maskBirthday, maskEmail, maskNumber } from '@shop/validation';
import { goToPaymentPage } from '../../../lib/go-to-payment-page';
import { addDepositToCart, createDepositOrder } from '../api/create-deposit-order';
import {
  buyerRules,
  certificateItemRules,
  CUSTOM_AMOUNT,
  type BuyerValues,
  type CertificateItemValues,
} from '../certificate-rules';
import {
  clearDepositItem,
  itemFromValues,
  loadDepositItem,
  orderItemOf,
  saveDepositItem,
  valuesFromItem,
} from '../deposit-item-storage';
import styles from './certificate-page.module.css';

type Alert = { tone: 'error' | 'success'; text: string; toCart?: boolean };

const pad = (n: number) => String(n).padStart(2, '0');
const todayDotted = (now = new Date()) =>
  `${pad(now.getDate())}.${pad(now.getMonth() + 1)}.${now.getFullYear()}`;

/** The first stored design that still exists, else the first design. */
function initialItemValues(designs: readonly DepositDesign[]): CertificateItemValues {
  const defaults: CertificateItemValues = {
    designId: String(designs[0]?.id ?? ''),
    denomination: '',
    customAmount: '',
    recipientName: '',
    recipientEmail: '',
    sendDate: todayDotted(),
    message: '',
  };
  const stored = loadDepositItem();
  if (!stored) return defaults;
  const values = valuesFromItem(stored, defaults);
  return designs.some((d) => String(d.id) === values.designId)
    ? values
    : { ...values, designId: defaults.designId };
}

/** Server field errors of a deposit order, as the form's catalogued messages. */
const SERVER_FIELD_ERRORS: Record<
  string,
  [keyof CertificateItemValues | keyof BuyerValues, MessageKey]
> = {
  'deposits.0.amount': ['customAmount', 'error.certificate.amountRange'],
  'deposits.0.recipientEmail': ['recipientEmail', 'error.email.invalid'],
  'deposits.0.sendDate': ['sendDate', 'error.date.invalid'],
  email: ['email', 'error.email.invalid'],
  phone: ['phone', 'error.phone.invalid'],
  fio: ['fio', 'error.name.empty'],
};

/** Buy a gift certificate (docs/product/02-screens.md, docs/product/03-entities.md#deposit-order-item-and-design, docs/product/05-validation.md#dates-and-birthday, docs/product/08-messages.md, docs/product/09-constants.md#money-and-amounts): design, amount, recipient, date, buyer. */
export function CertificateForm({ designs }: { designs: readonly DepositDesign[] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const locale = intl.locale as Locale;
  const user = useBusState('user');
  const buyerEmail = useRef('');
  const [alert, setAlert] = useState<Alert | null>(null);
  const [pending, setPending] = useState<'pay' | 'cart' | null>(null);
  const initial = useMemo(() => initialItemValues(designs), [designs]);
  const item = useForm<CertificateItemValues>({
    initialValues: initial,
    rules: certificateItemRules(() => buyerEmail.current),
  });
  const buyer = useForm<BuyerValues>({
    initialValues: { fio: user.name ?? '', phone: user.phone ?? '', email: user.email ?? '' },
    rules: buyerRules,
  });
  buyerEmail.current = buyer.values.email;

  // Every change of the item is kept for a reload (docs/product/03-entities.md#deposit-order-item-and-design).
  useEffect(() => saveDepositItem(itemFromValues(item.values)), [item.values]);

  const design = designs.find((d) => String(d.id) === item.values.designId);
  const currency = design?.currency ?? (locale === 'ru' ? 'RUB' : 'USD');

  const chooseDesign = (designId: string) => {
    const next = designs.find((d) => String(d.id) === designId);
    const keepsAmount =
      item.values.denomination === CUSTOM_AMOUNT ||
      next?.amounts.some((amount) => String(amount) === item.values.denomination);
    item.setValue('designId', designId);
    if (!keepsAmount) item.setValue('denomination', '');
  };

  /** Checks the item (after the buyer, so focus lands on the first invalid field of the page). */
  const validItem = (): DepositOrderItem | null =>
    item.validateAll() ? orderItemOf(itemFromValues(item.values)) : null;

  const showServerErrors = (errors: Record<string, string[]> | null) => {
    for (const [key, messages] of Object.entries(errors ?? {})) {
      const known = SERVER_FIELD_ERRORS[key];
      if (!known) continue;
      const [field, message] = known;
      const own = field === 'recipientEmail' && messages.some((m) => m.includes('own'));
      if (field in buyer.values) buyer.setError(field as keyof BuyerValues, message);
      else
        item.setError(
          field as keyof CertificateItemValues,
          own ? 'error.certificate.ownEmail' : message,
        );
    }
  };

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const buyerValid = buyer.validateAll();
    const deposit = validItem();
    if (!buyerValid || !deposit) return;
    setPending('pay');
    setAlert(null);
    try {
      const answer = await createDepositOrder(deposit, buyer.values);
      if (answer.result) {
        const { orderId, paymentRequired, redirectUrl } = answer.result;
        bus.emit('order:created', { orderId, paymentRequired });
        clearDepositItem();
        // The payment page is the provider's (a full page); success comes back to /order-success.
        if (paymentRequired) goToPaymentPage(redirectUrl);
        else navigate(hrefFor('order-success', { id: orderId }));
        return;
      }
      showServerErrors(answer.errors);
      setAlert({ tone: 'error', text: t('error.depositOrder.create') });
    } catch (error) {
      if (isCancelled(error)) return;
      console.error('[certificates] CERT-003 deposit order failed', error);
      setAlert({ tone: 'error', text: t('error.depositOrder.create') });
    } finally {
      setPending(null);
    }
  };

  const addToCart = async () => {
    if (pending) return;
    const deposit = validItem();
    if (!deposit) return;
    setPending('cart');
    setAlert(null);
    try {
      const answer = await addDepositToCart(deposit);
      if (answer.result) {
        bus.emit('cart:changed', {
          totalProducts: answer.cartData.totalProducts,
          source: 'certificates',
        });
        setAlert({ tone: 'success', text: t('certificates.cart.added'), toCart: true });
      } else {
        setAlert({ tone: 'error', text: answer.error || answer.message || t('error.cart.update') });
      }
    } catch (error) {
      if (isCancelled(error)) return;
      console.error('[certificates] CERT-004 add to cart failed', error);
      setAlert({ tone: 'error', text: t('error.cart.update') });
    } finally {
      setPending(null);
    }
  };

  const denominations = [
    ...(design?.amounts ?? []).map((amount) => ({
      value: String(amount),
      label: formatPrice(amount, currency, locale),
    })),
    { value: CUSTOM_AMOUNT, label: t('certificates.amount.custom') },
  ];

  return (
    <form className={styles.form} onSubmit={(event) => void pay(event)} noValidate>
      <div className={styles.designs}>
        <RadioGroup
          legend={t('certificates.design.legend')}
          name="designId"
          value={item.values.designId || null}
          error={item.errorText('designId')}
          onChange={chooseDesign}
          options={designs.map((d) => ({
            value: String(d.id),
            label: (
              <span className={styles.design}>
                <img src={d.preview} alt="" width={200} height={126} loading="lazy" />
                <span>{d.name}</span>
              </span>
            ),
          }))}
        />
      </div>

      <RadioGroup
        legend={t('certificates.amount.legend')}
        name="denomination"
        value={item.values.denomination || null}
        error={item.errorText('denomination')}
        onChange={(value) => item.setValue('denomination', value)}
        options={denominations}
      />
      {item.values.denomination === CUSTOM_AMOUNT && (
        <TextField
          {...item.field('customAmount')}
          label={t('certificates.amount.customLabel')}
          hint={t('certificates.amount.hint')}
          mask={maskNumber}
          inputMode="numeric"
          autoComplete="off"
          required
        />
      )}

      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>{t('certificates.recipient.title')}</legend>
        <div className={styles.columns}>
          <TextField
            {...item.field('recipientName')}
            label={t('certificates.recipient.name')}
            autoComplete="off"
          />
          <TextField
            {...item.field('recipientEmail')}
            label={t('certificates.recipient.email')}
            mask={maskEmail}
            type="email"
            autoComplete="off"
            required
          />
          <TextField
            {...item.field('sendDate')}
            label={t('certificates.sendDate')}
            hint={t('certificates.sendDate.hint')}
            mask={maskBirthday}
            inputMode="numeric"
            autoComplete="off"
            required
          />
        </div>
        <TextField {...item.field('message')} label={t('certificates.message')} multiline />
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>{t('certificates.buyer.title')}</legend>
        <div className={styles.columns}>
          <TextField
            {...buyer.field('fio')}
            label={t('certificates.buyer.fio')}
            autoComplete="name"
            required
          />
          <TextField
            {...buyer.field('phone')}
            label={t('certificates.buyer.phone')}
            type="tel"
            autoComplete="tel"
            required
          />
          <TextField
            {...buyer.field('email')}
            label={t('certificates.buyer.email')}
            mask={maskEmail}
            type="email"
            autoComplete="email"
            required
          />
        </div>
      </fieldset>

      {alert && (
        <FormAlert tone={alert.tone}>
          {alert.text}{' '}
          {alert.toCart && <Link href={hrefFor('cart')}>{t('certificates.cart.open')}</Link>}
        </FormAlert>
      )}

      <div className={styles.actions}>
        <Button type="submit" loading={pending === 'pay'}>
          {t('certificates.pay')}
        </Button>
        <Button variant="secondary" loading={pending === 'cart'} onClick={() => void addToCart()}>
          {t('certificates.addToCart')}
        </Button>
      </div>
    </form>
  );
}
