import { useIntl } from 'react-intl';
import { discountPercent, formatPrice } from '@shop/i18n';
import type { Locale, ProductPrice } from '@shop/types';
import { hasInitialPrice } from '../card-rules';
import styles from './price-block.module.css';

export interface PriceBlockProps {
  price: ProductPrice;
  hasPriceRange?: boolean;
  size?: 'small' | 'large';
  /** Product page: also show the server's reason (e.g. "Price on request") under the not-available text. */
  showMessage?: boolean;
}

/** Initial, final and discount in the storefront's currency, or the not-available text (docs/product/02-screens.md#product-card). */
export function PriceBlock({
  price,
  hasPriceRange = false,
  size = 'small',
  showMessage = false,
}: PriceBlockProps) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  if (!hasInitialPrice(price)) {
    return (
      <p className={styles.unavailable} data-testid="price-unavailable">
        {intl.formatMessage({ id: 'catalog.price.unavailable' })}
        {showMessage && price.message && (
          <>
            <br />
            <small>{price.message}</small>
          </>
        )}
      </p>
    );
  }
  const initial = price.initial as number;
  const final = price.final ?? initial;
  const percent = price.discountPercent || discountPercent(initial, final);
  const finalText = formatPrice(final, price.currency, locale);
  return (
    <p
      className={`${styles.price} ${size === 'large' ? styles.large : ''}`}
      data-testid="price"
      data-currency={price.currency}
    >
      <span className={styles.final}>
        {hasPriceRange
          ? intl.formatMessage({ id: 'catalog.price.from' }, { price: finalText })
          : finalText}
      </span>
      {percent > 0 && final < initial && (
        <>
          <s
            className={styles.initial}
            aria-label={intl.formatMessage(
              { id: 'catalog.price.initial' },
              { price: formatPrice(initial, price.currency, locale) },
            )}
          >
            {formatPrice(initial, price.currency, locale)}
          </s>
          <span
            className={styles.discount}
            aria-label={intl.formatMessage({ id: 'catalog.price.discount' }, { percent })}
          >
            −{percent}%
          </span>
        </>
      )}
    </p>
  );
}
