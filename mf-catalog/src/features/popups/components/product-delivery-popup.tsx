import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { bus, openPopup, useBusState } from '@shop/event-bus';
import type { PickupPoint } from '@shop/types';
import { Button, PopupFrame } from '@shop/ui';
import type { PopupModuleProps } from './popup-props';
import styles from './popups.module.css';
import { ServiceContent } from './service-content';

/**
 * Delivery terms from the services content (key 'delivery'), and the way into the pickup-point
 * chooser in its 'other' mode (docs/product/02-screens.md#popups): the shopper sees the points of their city, and the
 * one they pick is named here (it is not an order's choice, so nothing else keeps it).
 */
export function ProductDeliveryPopup({ onClose }: PopupModuleProps<'product-delivery'>) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const city = useBusState('location')?.city;
  const [point, setPoint] = useState<PickupPoint | null>(null);

  useEffect(() => {
    const chosen = bus.on('pickup-point:chosen').subscribe((event) => {
      if (event.mode === 'other') setPoint(event.point);
    });
    return () => chosen.unsubscribe();
  }, []);

  return (
    <PopupFrame title={t('catalog.popup.delivery')} onClose={onClose} variant="sheet">
      <ServiceContent serviceKey="delivery" />
      <div className={styles.form}>
        <Button
          variant="secondary"
          aria-haspopup="dialog"
          onClick={() =>
            openPopup('pickup-point-choose', { mode: 'other', ...(city ? { city } : {}) })
          }
        >
          {t('catalog.popup.delivery.pickupPoints')}
        </Button>
        {point && (
          <p role="status">
            {t('catalog.popup.delivery.pickupChosen', { address: point.address })}
          </p>
        )}
      </div>
    </PopupFrame>
  );
}
