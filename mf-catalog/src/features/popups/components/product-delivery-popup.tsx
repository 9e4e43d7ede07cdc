import { useIntl } from 'react-intl';
import { PopupFrame } from '@shop/ui';
import type { PopupModuleProps } from './popup-props';
import { ServiceContent } from './service-content';

/** Delivery terms from the services content (key 'delivery'). */
export function ProductDeliveryPopup({ onClose }: PopupModuleProps<'product-delivery'>) {
  const intl = useIntl();
  return (
    <PopupFrame
      title={intl.formatMessage({ id: 'catalog.popup.delivery' })}
      onClose={onClose}
      variant="sheet"
    >
      <ServiceContent serviceKey="delivery" />
    </PopupFrame>
  );
}
