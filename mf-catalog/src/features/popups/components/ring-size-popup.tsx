import { useIntl } from 'react-intl';
import { PopupFrame } from '@shop/ui';
import type { PopupModuleProps } from './popup-props';
import { RingSizeAddToCart } from './ring-size-add-to-cart';
import styles from './popups.module.css';

/** Russian ring size = inner diameter in mm; circumference = π·d. */
const RING_SIZES = [15, 15.5, 16, 16.5, 17, 17.5, 18, 18.5, 19, 19.5, 20, 20.5, 21];

export function RingSizePopup({ props, onClose }: PopupModuleProps<'ring-size'>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <PopupFrame title={t('catalog.popup.ringSize')} onClose={onClose} variant="sheet">
      <div className={styles.body}>
        {props.addToCart && props.productId !== undefined && (
          <RingSizeAddToCart
            productId={props.productId}
            addToCart={props.addToCart}
            onAdded={onClose}
          />
        )}
        <p>{t('catalog.popup.ringSize.intro')}</p>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('catalog.popup.ringSize.size')}</th>
              <th scope="col">{t('catalog.popup.ringSize.diameter')}</th>
              <th scope="col">{t('catalog.popup.ringSize.circumference')}</th>
            </tr>
          </thead>
          <tbody>
            {RING_SIZES.map((size) => (
              <tr key={size}>
                <td>{intl.formatNumber(size)}</td>
                <td>{intl.formatNumber(size, { minimumFractionDigits: 1 })}</td>
                <td>{intl.formatNumber(Math.PI * size, { maximumFractionDigits: 1 })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </PopupFrame>
  );
}
