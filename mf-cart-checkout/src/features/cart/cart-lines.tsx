import { FormattedMessage, useIntl } from 'react-intl';
import { formatPrice } from '@shop/i18n';
import type { CartAction, CartData, CartProductLine, Locale } from '@shop/types';
import { Button, Link, VisuallyHidden } from '@shop/ui';
import styles from './cart.module.css';

interface CartLinesProps {
  data: CartData;
  locale: Locale;
  busy: boolean;
  onAction: (action: CartAction, id: string) => void;
  /** Takes the gift certificate at this place of the cart's deposits out of the cart. */
  onRemoveDeposit: (index: number) => void;
}

/** Lines a phone shows in its first screen, whose photos are fetched at once. */
const FIRST_SCREEN_LINES = 2;

const SIZE_MESSAGES = {
  ring_size: 'cart.line.ringSize',
  chain_size: 'cart.line.chainSize',
  bracelet_size: 'cart.line.braceletSize',
} as const;

function Characteristics({ line }: { line: CartProductLine }) {
  const entries = (Object.keys(SIZE_MESSAGES) as (keyof typeof SIZE_MESSAGES)[]).filter(
    (key) => line.characteristics[key],
  );
  if (!entries.length && !line.characteristics.text) return null;
  return (
    <ul className={styles.characteristics}>
      {entries.map((key) => (
        <li key={key}>
          <FormattedMessage id={SIZE_MESSAGES[key]} values={{ size: line.characteristics[key] }} />
        </li>
      ))}
      {line.characteristics.text ? (
        <li>
          <FormattedMessage id="cart.line.text" values={{ text: line.characteristics.text }} />
        </li>
      ) : null}
    </ul>
  );
}

/** docs/product/03-entities.md#cart-product-line cart lines: products and the box, then certificates and gift deposits. */
export function CartLines({ data, locale, busy, onAction, onRemoveDeposit }: CartLinesProps) {
  const intl = useIntl();
  const lines = Object.values(data.products);
  return (
    <ul className={styles.lines} aria-label={intl.formatMessage({ id: 'cart.lines' })}>
      {lines.map((line, index) => {
        const discounted = line.price.initial > line.price.final;
        return (
          <li key={line.id} className={styles.line} data-testid="cart-line">
            {line.photo ? (
              <img
                className={styles.photo}
                src={line.photo}
                alt=""
                width={120}
                height={120}
                // The first lines are in the first screen, and their photos its largest paint.
                {...(index < FIRST_SCREEN_LINES
                  ? { loading: 'eager', fetchPriority: index === 0 ? 'high' : 'auto' }
                  : { loading: 'lazy' })}
              />
            ) : (
              <span className={styles.photo} aria-hidden="true" />
            )}
            <div className={styles.lineInfo}>
              {line.kind === 'package' ? (
                <p className={styles.designer}>
                  <FormattedMessage id="cart.line.package" />
                </p>
              ) : (
                <p className={styles.designer}>{line.designer}</p>
              )}
              <Link className={styles.lineName} href={line.url}>
                {line.name}
              </Link>
              <Characteristics line={line} />
              <p className={styles.prices}>
                {discounted ? (
                  <s className={styles.initial}>
                    <VisuallyPrice
                      label={intl.formatMessage({ id: 'cart.line.initialPrice' })}
                      text={formatPrice(
                        line.price.initial * line.quantity,
                        line.price.currency,
                        locale,
                      )}
                    />
                  </s>
                ) : null}
                <strong>
                  {formatPrice(line.price.final * line.quantity, line.price.currency, locale)}
                </strong>
              </p>
            </div>
            <div className={styles.quantity}>
              <Button
                variant="secondary"
                aria-label={intl.formatMessage({ id: 'cart.line.decrease' }, { name: line.name })}
                disabled={busy || line.quantity <= 1}
                onClick={() => onAction('decrease', line.id)}
              >
                −
              </Button>
              <output
                aria-live="polite"
                aria-label={intl.formatMessage({ id: 'cart.line.quantity' }, { name: line.name })}
              >
                {line.quantity}
              </output>
              <Button
                variant="secondary"
                aria-label={intl.formatMessage({ id: 'cart.line.increase' }, { name: line.name })}
                disabled={busy || line.quantity >= line.maxQuantity}
                onClick={() => onAction('increase', line.id)}
              >
                +
              </Button>
              <Button
                variant="link"
                aria-label={intl.formatMessage({ id: 'cart.line.remove' }, { name: line.name })}
                disabled={busy}
                onClick={() => onAction('remove', line.id)}
              >
                <FormattedMessage id="cart.line.removeShort" />
              </Button>
            </div>
          </li>
        );
      })}
      {data.certificates.map((certificate) => (
        <li key={certificate.code} className={styles.line}>
          <div className={styles.lineInfo}>
            <p className={styles.designer}>
              <FormattedMessage id="cart.line.certificate" values={{ code: certificate.code }} />
            </p>
            <p className={styles.prices}>
              −{formatPrice(certificate.amount, certificate.currency, locale)}
            </p>
          </div>
        </li>
      ))}
      {data.deposits.map((deposit, index) => {
        const amount = formatPrice(deposit.amount, data.currency, locale);
        const name = `${intl.formatMessage({ id: 'cart.line.deposit' })} ${amount}`;
        return (
          <li key={`deposit-${index}`} className={styles.line} data-testid="cart-deposit">
            <span className={styles.photo} aria-hidden="true" />
            <div className={styles.lineInfo}>
              <p className={styles.designer}>
                <FormattedMessage id="cart.line.deposit" />
              </p>
              <p className={styles.prices}>
                <strong>{amount}</strong>
              </p>
            </div>
            <div className={styles.quantity}>
              <Button
                variant="link"
                aria-label={intl.formatMessage({ id: 'cart.line.remove' }, { name })}
                disabled={busy}
                onClick={() => onRemoveDeposit(index)}
              >
                <FormattedMessage id="cart.line.removeShort" />
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function VisuallyPrice({ label, text }: { label: string; text: string }) {
  return (
    <>
      <VisuallyHidden>{label}: </VisuallyHidden>
      {text}
    </>
  );
}
