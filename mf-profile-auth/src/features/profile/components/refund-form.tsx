import { useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { isApiError, isCancelled, storefrontApi } from '@shop/api-client';
import type { MessageKey } from '@shop/i18n';
import { type CurrencyCode, type RefundRequest, refundByBankTransfer } from '@shop/types';
import { Button, FormAlert, TextField, useForm, type FieldError } from '@shop/ui';
import {
  checkBik,
  checkCheckingAccount,
  checkInn,
  checkText,
  maskNumber,
  BIK_LENGTH,
  CHECKING_ACCOUNT_LENGTH,
  INN_LENGTH,
} from '@shop/validation';
import type { ReturnableLine } from '../returnable';
import styles from './profile.module.css';
import { logError } from '@shop/error-codes';
import { PROFILE_AUTH_ERRORS } from '../../../error-codes';

interface Values {
  reason: string;
  inn: string;
  bik: string;
  account: string;
}

/** The bank details' fields and their lengths in digits (docs/product/05-validation.md#bank-details). */
const BANK_FIELDS = [
  ['inn', INN_LENGTH],
  ['bik', BIK_LENGTH],
  ['account', CHECKING_ACCOUNT_LENGTH],
] as const;

/** The server's field paths (bank.inn…) as this form's fields. */
const FIELD_OF: Record<string, keyof Values> = {
  reason: 'reason',
  'bank.inn': 'inn',
  'bank.bik': 'bik',
  'bank.account': 'account',
};

/**
 * A return request for one order (docs/product/05-validation.md, docs/product/08-messages.md): which items and how many (up to what is left to
 * return), the reason and, for an order paid in roubles, the bank details for the transfer. The
 * rules are @shop/validation's, the same the API applies; its answer's field errors land on
 * the fields.
 */
export function RefundForm({
  orderId,
  lines,
  currency,
  onFiled,
  onCancel,
}: {
  orderId: number;
  lines: ReturnableLine[];
  /** The order's: roubles go back by bank transfer, so the bank details are asked. */
  currency: CurrencyCode;
  onFiled: (refund: RefundRequest) => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const bank = refundByBankTransfer(currency);
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [itemsError, setItemsError] = useState<FieldError | null>(null);
  const [failed, setFailed] = useState(false);
  const firstItem = useRef<HTMLInputElement>(null);
  const itemsId = useId();
  const form = useForm<Values>({
    initialValues: { reason: '', inn: '', bik: '', account: '' },
    rules: {
      reason: (value) =>
        checkText(value, {
          required: true,
          maxLength: 2000,
          emptyMessage: 'error.refundReason.empty',
        }),
      ...(bank
        ? {
            inn: (value: string) => checkInn(value),
            bik: (value: string) => checkBik(value),
            account: (value: string) => checkCheckingAccount(value),
          }
        : {}),
    },
  });
  const items = Object.entries(chosen)
    .filter(([, quantity]) => quantity > 0)
    .map(([skuId, quantity]) => ({ skuId: Number(skuId), quantity }));
  const errorText = (error: FieldError) => (typeof error === 'string' ? t(error) : error.text);
  // The API's field errors are catalogue keys; anything else is shown as it came.
  const asError = (message: string): FieldError =>
    message in intl.messages ? (message as MessageKey) : { text: message };

  const send = form.handleSubmit(async (values) => {
    if (items.length === 0) return;
    setFailed(false);
    try {
      const { refund } = await storefrontApi().createRefund(orderId, {
        items,
        reason: values.reason.trim(),
        ...(bank ? { bank: { inn: values.inn, bik: values.bik, account: values.account } } : {}),
      });
      onFiled(refund);
    } catch (error) {
      if (isCancelled(error)) return;
      const fieldErrors = isApiError(error) ? error.fieldErrors : {};
      let placed = false;
      for (const [path, [message]] of Object.entries(fieldErrors)) {
        if (!message) continue;
        if (path === 'items') setItemsError(asError(message));
        else if (FIELD_OF[path]) form.setError(FIELD_OF[path], asError(message));
        else continue;
        placed = true;
      }
      if (!placed) {
        logError(PROFILE_AUTH_ERRORS.REFUND_REQUEST_FAILED, 'refund request failed', error);
        setFailed(true);
      }
    }
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const none = items.length === 0;
    setItemsError(none ? 'error.refund.noItems' : null);
    void send().then(() => {
      // The text fields focus their first error themselves; the items come first on the page.
      if (none) firstItem.current?.focus();
    });
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={submit}
      aria-label={t('profile.refund.title', { id: orderId })}
    >
      <fieldset
        className={styles.fieldset}
        aria-describedby={itemsError ? `${itemsId}-error` : undefined}
      >
        <legend>{t('profile.refund.items')}</legend>
        {lines.map((line, index) => {
          const quantity = chosen[line.skuId] ?? 0;
          const choose = (value: number) => {
            setChosen((current) => ({ ...current, [line.skuId]: value }));
            setItemsError(null);
          };
          return (
            <div key={line.skuId} className={styles.refundLine}>
              <label>
                <input
                  ref={index === 0 ? firstItem : undefined}
                  type="checkbox"
                  checked={quantity > 0}
                  aria-invalid={itemsError ? true : undefined}
                  onChange={(event) => choose(event.target.checked ? 1 : 0)}
                />{' '}
                {line.name}
              </label>
              {line.left > 1 && quantity > 0 && (
                <label>
                  {t('profile.refund.quantity')}{' '}
                  <select value={quantity} onChange={(event) => choose(Number(event.target.value))}>
                    {Array.from({ length: line.left }, (_, i) => i + 1).map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                </label>
              )}
            </div>
          );
        })}
        {itemsError && (
          <p id={`${itemsId}-error`} role="alert" className={styles.fieldError}>
            {errorText(itemsError)}
          </p>
        )}
      </fieldset>
      <TextField {...form.field('reason')} label={t('profile.refund.reason')} multiline required />
      {bank ? (
        <fieldset className={styles.fieldset}>
          <legend>{t('profile.refund.bank')}</legend>
          {BANK_FIELDS.map(([name, length]) => (
            <TextField
              key={name}
              {...form.field(name)}
              label={t(`profile.refund.${name}`)}
              hint={t('profile.refund.digits', { count: length })}
              mask={maskNumber}
              inputMode="numeric"
              maxLength={length}
              required
            />
          ))}
        </fieldset>
      ) : (
        <p>{t('profile.refund.toCard')}</p>
      )}
      {failed && <FormAlert tone="error">{t('profile.refund.failed')}</FormAlert>}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" loading={form.submitting}>
          {t('profile.refund.submit')}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('profile.refund.cancel')}
        </Button>
      </div>
    </form>
  );
}
