import { useIntl } from 'react-intl';
import { openPopup } from '@shop/event-bus';
import { Button } from '@shop/ui';
import type { Product } from '@shop/types';
import { hasInitialPrice } from '../../product-card/card-rules';
import { isFinalSale, productSubscriptionOffer } from '../product-rules';
import styles from './product-page.module.css';

const SUBSCRIBE_LABEL = {
  price: 'catalog.product.subscribePrice',
  availability: 'catalog.product.subscribeAvailability',
} as const;

/**
 * Beside the buy button: the final-sale terms for a product in the sale, the price or
 * back-in-stock subscription this product allows, and the stylist consultation.
 * Each opens its popup through the popup bus.
 */
export function ProductOffers({ product }: { product: Product }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const offer = productSubscriptionOffer(product);
  const subscribeLabel =
    offer === 'price' && !hasInitialPrice(product.price)
      ? 'catalog.product.subscribeNoPrice'
      : offer && SUBSCRIBE_LABEL[offer];
  return (
    <>
      {isFinalSale(product) && (
        <p className={styles.finalSale} data-testid="final-sale">
          <span>{t('catalog.product.finalSale')}</span>
          <Button
            variant="link"
            aria-haspopup="dialog"
            onClick={() => openPopup('final-sale', { productId: product.id })}
          >
            {t('catalog.product.finalSaleMore')}
          </Button>
        </p>
      )}
      <div className={styles.offers}>
        {offer && subscribeLabel && (
          <Button
            variant="secondary"
            aria-haspopup="dialog"
            onClick={() => openPopup('price-subscription', { productId: product.id, kind: offer })}
          >
            {t(subscribeLabel)}
          </Button>
        )}
        <Button
          variant="secondary"
          aria-haspopup="dialog"
          onClick={() => openPopup('stylist-consult', { productId: product.id })}
        >
          {t('catalog.product.stylist')}
        </Button>
      </div>
    </>
  );
}
