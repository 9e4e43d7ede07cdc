import { useState } from 'react';
import { useIntl } from 'react-intl';
import { openPopup } from '@shop/event-bus';
import { formatPrice } from '@shop/i18n';
import { hrefFor } from '@shop/routes';
import { Link } from '@shop/ui';
import type { Locale, Product } from '@shop/types';
import { useViewItem } from '../../analytics/use-view-item';
import { PriceBlock } from '../../product-card/components/price-block';
import { needsSizeChoice, purchaseMode, sizedSkus, skuToAdd } from '../product-rules';
import { useAddToCart } from '../use-add-to-cart';
import { ProductOffers } from './product-offers';
import { SizePicker } from './size-picker';
import styles from './product-page.module.css';

/** Price, size, add to cart / preorder / not available, payment restrictions and installments. */
export function ProductPurchase({ product }: { product: Product }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const [skuId, setSkuId] = useState<number | null>(null);
  const [triedWithoutSize, setTriedWithoutSize] = useState(false);
  const { state, add } = useAddToCart();
  useViewItem(product);
  const mode = purchaseMode(product);
  const skus = sizedSkus(product);
  const chosen =
    skuId !== null ? product.skuListWithGems.find((sku) => sku.id === skuId) : undefined;
  const shownPrice = chosen?.price?.initial != null ? chosen.price : product.price;
  const dolyame = product.dolyamePaymentInfo;

  const onAdd = async () => {
    const sku = skuToAdd(product, skuId);
    if (!sku && needsSizeChoice(product)) {
      setTriedWithoutSize(true);
      return;
    }
    await add({ product_id: product.id, ...(sku ? { sku_id: sku.id } : {}) });
  };

  return (
    <>
      <PriceBlock
        price={shownPrice}
        hasPriceRange={product.hasPriceRange && !chosen}
        size="large"
        showMessage
      />
      {skus.length > 0 && mode !== 'unavailable' && (
        <SizePicker
          productId={product.id}
          skus={skus}
          value={skuId}
          invalid={triedWithoutSize && skuId === null}
          onChange={(id) => {
            setSkuId(id);
            setTriedWithoutSize(false);
          }}
        />
      )}
      <div className={styles.buy}>
        {mode === 'unavailable' ? (
          <button type="button" className={styles.primary} disabled data-testid="not-available">
            {intl.formatMessage({ id: 'catalog.product.notAvailable' })}
          </button>
        ) : (
          <button
            type="button"
            className={styles.primary}
            onClick={() => void onAdd()}
            disabled={state.status === 'pending'}
            aria-busy={state.status === 'pending'}
          >
            {intl.formatMessage({
              id:
                state.status === 'pending'
                  ? 'catalog.product.adding'
                  : mode === 'preorder'
                    ? 'catalog.product.preorder'
                    : 'catalog.product.addToCart',
            })}
          </button>
        )}
      </div>
      <div aria-live="polite">
        {state.status === 'added' && (
          <p className={styles.success} data-testid="added-to-cart">
            {intl.formatMessage({ id: 'catalog.product.added' })} ·{' '}
            <Link href={hrefFor('cart')}>
              {intl.formatMessage({ id: 'catalog.product.goToCart' })}
            </Link>
          </p>
        )}
        {state.status === 'error' && (
          <p className={styles.error} role="alert">
            {state.message ?? intl.formatMessage({ id: 'catalog.cart.error' })}
          </p>
        )}
      </div>
      <ProductOffers product={product} />
      {product.is_archive && (
        <p className={styles.code}>{intl.formatMessage({ id: 'catalog.product.archived' })}</p>
      )}
      {mode === 'preorder' && (
        <p className={styles.code}>{intl.formatMessage({ id: 'catalog.product.preorderNote' })}</p>
      )}
      {product.paymentRestrictionMessages.length > 0 && (
        <ul className={styles.notes} data-testid="payment-restrictions">
          {product.paymentRestrictionMessages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {dolyame?.available && mode !== 'unavailable' && (
        <p className={styles.installment}>
          <span>
            {intl.formatMessage(
              { id: 'catalog.product.installment' },
              {
                count: dolyame.partsCount,
                amount: formatPrice(dolyame.partAmount, dolyame.currency, locale),
              },
            )}
          </span>
          <button
            type="button"
            className={styles.linkButton}
            onClick={() =>
              openPopup('installment-info', {
                productId: product.id,
                price: shownPrice.final ?? shownPrice.initial ?? undefined,
              })
            }
          >
            {intl.formatMessage({ id: 'catalog.product.installmentMore' })}
          </button>
        </p>
      )}
    </>
  );
}
