import { useIntl } from 'react-intl';
import { useBusState } from '@shop/event-bus';
import { formatPrice } from '@shop/i18n';
import { PopupFrame } from '@shop/ui';
import type { Locale } from '@shop/types';
import type { PopupModuleProps } from './popup-props';
import styles from './popups.module.css';

const INSTALLMENT_PARTS = 4;

/** Dolyame: four equal payments. */
export function InstallmentInfoPopup({ props, onClose }: PopupModuleProps<'installment-info'>) {
  const intl = useIntl();
  const currency = useBusState('storefront')?.currency ?? 'RUB';
  const part = props.price ? Math.ceil(props.price / INSTALLMENT_PARTS) : null;
  return (
    <PopupFrame
      title={intl.formatMessage({ id: 'catalog.popup.installment' })}
      onClose={onClose}
      variant="sheet"
    >
      <div className={styles.body}>
        {part !== null && (
          <p>
            {intl.formatMessage(
              { id: 'catalog.popup.installment.parts' },
              { amount: formatPrice(part, currency, intl.locale as Locale) },
            )}
          </p>
        )}
        <p>{intl.formatMessage({ id: 'catalog.popup.installment.body' })}</p>
      </div>
    </PopupFrame>
  );
}
