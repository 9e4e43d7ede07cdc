import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatPrice } from '@shop/i18n';
import type { CartAction, CartData, Locale } from '@shop/types';
import { Button, CheckboxField, FormAlert, TextField } from '@shop/ui';
import styles from './cart.module.css';

interface TotalsProps {
  data: CartData;
  locale: Locale;
}

/** Goods, discount, delivery, bonuses spent and the final sum. */
export function CartTotals({ data, locale }: TotalsProps) {
  const price = (amount: number) => formatPrice(amount, data.currency, locale);
  const discount = Math.max(0, data.totalSum.initial - data.totalSum.final);
  const rows: (readonly [string, string])[] = [
    ['cart.totals.goods', price(data.totalSum.initial)],
    ...(discount > 0 ? ([['cart.totals.discount', `−${price(discount)}`]] as const) : []),
    ['cart.totals.delivery', price(data.deliveryPrice)],
    ...(data.bonuses.spent > 0
      ? ([['cart.totals.bonuses', `−${price(data.bonuses.spent)}`]] as const)
      : []),
  ];
  return (
    <dl className={styles.totals} aria-live="polite" data-testid="cart-totals">
      {rows.map(([key, value]) => (
        <div key={key} className={styles.totalRow}>
          <dt>
            <FormattedMessage id={key} />
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className={`${styles.totalRow} ${styles.finalRow}`}>
        <dt>
          <FormattedMessage id="cart.totals.final" />
        </dt>
        <dd data-testid="cart-final-sum">{price(data.finalSum.final)}</dd>
      </div>
    </dl>
  );
}

interface CodeFieldProps {
  kind: 'promocode' | 'certificate';
  applied: readonly string[];
  act: (action: CartAction, request: { code: string }) => Promise<string | null>;
  busy: boolean;
}

/** Promo code or certificate code: apply, remove, the docs/product/08-messages.md#cart-and-code-errors messages as the certificate error. */
export function CodeField({ kind, applied, act, busy }: CodeFieldProps) {
  const intl = useIntl();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const label = `cart.${kind}.label` as const;
  // A certificate's refusals name the certificate, not a promo code.
  const failureKey = (failure: 'alreadyApplied' | 'notApplied' | 'notRemoved') =>
    `error.${kind}.${failure}` as const;

  const apply = async () => {
    setNotice(null);
    const trimmed = code.trim();
    if (!trimmed) {
      setError(
        intl.formatMessage({
          id: kind === 'promocode' ? 'error.promocode.empty' : 'error.field.empty',
        }),
      );
      return;
    }
    if (applied.includes(trimmed.toUpperCase()) || applied.includes(trimmed)) {
      setError(intl.formatMessage({ id: failureKey('alreadyApplied') }));
      return;
    }
    const failure = await act(kind === 'promocode' ? 'add-promocode' : 'add-certificate', {
      code: trimmed,
    });
    if (failure === null) {
      setError(null);
      setCode('');
      setNotice(intl.formatMessage({ id: `cart.${kind}.applied` }, { code: trimmed }));
    } else setError(failure || intl.formatMessage({ id: failureKey('notApplied') }));
  };

  const remove = async (value: string) => {
    const failure = await act(kind === 'promocode' ? 'remove-promocode' : 'remove-certificate', {
      code: value,
    });
    setNotice(null);
    setError(
      failure === null ? null : failure || intl.formatMessage({ id: failureKey('notRemoved') }),
    );
  };

  return (
    <div className={styles.codeField}>
      <form
        className={styles.codeForm}
        onSubmit={(event) => {
          event.preventDefault();
          void apply();
        }}
      >
        <TextField
          label={<FormattedMessage id={label} />}
          name={kind}
          value={code}
          onChange={(value) => {
            setCode(value);
            setError(null);
          }}
          error={error}
          autoComplete="off"
        />
        <Button type="submit" variant="secondary" loading={busy}>
          <FormattedMessage id="cart.code.apply" />
        </Button>
      </form>
      {notice ? <FormAlert tone="success">{notice}</FormAlert> : null}
      {applied.length ? (
        <ul className={styles.appliedCodes}>
          {applied.map((value) => (
            <li key={value}>
              <span>{value}</span>
              <Button
                variant="link"
                disabled={busy}
                aria-label={intl.formatMessage({ id: 'cart.code.remove' }, { code: value })}
                onClick={() => void remove(value)}
              >
                <FormattedMessage id="cart.code.removeShort" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

interface BonusToggleProps {
  data: CartData;
  locale: Locale;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** Bonus spending for a logged-in user with a balance. */
export function BonusToggle({ data, locale, checked, onChange }: BonusToggleProps) {
  if (data.bonuses.balance <= 0) return null;
  return (
    <CheckboxField
      name="spendBonuses"
      checked={checked}
      onChange={onChange}
      label={
        <FormattedMessage
          id="cart.bonuses.spend"
          values={{ amount: formatPrice(data.bonuses.available, data.currency, locale) }}
        />
      }
      description={
        <FormattedMessage
          id="cart.bonuses.balance"
          values={{ amount: formatPrice(data.bonuses.balance, data.currency, locale) }}
        />
      }
    />
  );
}
