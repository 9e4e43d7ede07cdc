import { useIntl } from 'react-intl';
import { openPopup } from '@shop/event-bus';
import type { Product } from '@shop/types';
import styles from './product-page.module.css';

/** Delivery, care, returns, warranty and composition: each opens its popup through the popup bus. */
export function ProductServices({ product }: { product: Product }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const items: { label: string; open: () => void }[] = [
    {
      label: t('catalog.product.delivery'),
      open: () => openPopup('product-delivery', { productId: product.id }),
    },
    {
      label: t('catalog.product.care'),
      open: () => openPopup('services', { key: 'care', title: t('catalog.product.care') }),
    },
    {
      label: t('catalog.product.refund'),
      open: () => openPopup('services', { key: 'refund', title: t('catalog.product.refund') }),
    },
    {
      label: t('catalog.product.warranty'),
      open: () => openPopup('services', { key: 'warranty', title: t('catalog.product.warranty') }),
    },
    {
      label: t('catalog.product.composition'),
      open: () => openPopup('composition', { productId: product.id }),
    },
  ];
  return (
    <ul className={styles.services} aria-label={t('catalog.product.services')}>
      {items.map((item) => (
        <li key={item.label}>
          <button
            type="button"
            className={styles.linkButton}
            onClick={item.open}
            aria-haspopup="dialog"
          >
            {item.label}
          </button>
        </li>
      ))}
    </ul>
  );
}
