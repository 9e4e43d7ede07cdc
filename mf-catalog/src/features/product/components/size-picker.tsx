import { useId } from 'react';
import { useIntl } from 'react-intl';
import { openPopup } from '@shop/event-bus';
import type { SkuWithGems } from '@shop/types';
import { skuInStock } from '../product-rules';
import styles from './product-page.module.css';

export interface SizePickerProps {
  productId: number;
  skus: readonly SkuWithGems[];
  value: number | null;
  onChange: (skuId: number) => void;
  /** Shown after a shopper tried to add without a size. */
  invalid?: boolean;
}

/** Sizes from skuListWithGems as a radio group, with the ring-size guide popup. */
export function SizePicker({ productId, skus, value, onChange, invalid = false }: SizePickerProps) {
  const intl = useIntl();
  const name = useId();
  const errorId = `${name}-error`;
  const characteristic = skus[0]?.characteristicName;
  return (
    <fieldset
      className={styles.fieldset}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? errorId : undefined}
    >
      <legend className={styles.legend}>
        <span>{characteristic || intl.formatMessage({ id: 'catalog.product.size' })}</span>
      </legend>
      <div
        className={styles.sizes}
        role="radiogroup"
        aria-label={characteristic || intl.formatMessage({ id: 'catalog.product.size' })}
      >
        {skus.map((sku) => {
          const inStock = skuInStock(sku);
          return (
            <label key={sku.id} className={styles.size}>
              <input
                type="radio"
                name={name}
                value={sku.id}
                checked={value === sku.id}
                disabled={!inStock}
                onChange={() => onChange(sku.id)}
                aria-label={intl.formatMessage(
                  { id: inStock ? 'catalog.product.sizeOption' : 'catalog.product.sizeOut' },
                  { size: sku.size },
                )}
              />
              <span aria-hidden="true">{sku.size}</span>
            </label>
          );
        })}
      </div>
      <button
        type="button"
        className={styles.linkButton}
        onClick={() => openPopup('ring-size', { productId })}
      >
        {intl.formatMessage({ id: 'catalog.product.sizeGuide' })}
      </button>
      {invalid && (
        <p id={errorId} className={styles.error} role="alert">
          {intl.formatMessage({ id: 'catalog.product.chooseSize' })}
        </p>
      )}
    </fieldset>
  );
}
