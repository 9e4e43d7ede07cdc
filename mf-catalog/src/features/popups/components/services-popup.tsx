import { useIntl } from 'react-intl';
import { useBusState } from '@shop/event-bus';
import { PopupFrame } from '@shop/ui';
import type { PopupKey, PopupPropsMap } from '@shop/types';
import { DEFAULT_SERVICE_KEY } from '../api/fetch-service';
import type { PopupModuleProps } from './popup-props';
import { ServiceContent, useServiceText } from './service-content';

type ServiceProps =
  | PopupPropsMap['services']
  | PopupPropsMap['product-care']
  | PopupPropsMap['refund']
  | PopupPropsMap['warranty']
  | PopupPropsMap['final-sale'];

/** Opened as 'services' with a key; the delivery page is the default source (docs/product/02-screens.md#popups). */
export function serviceKeyOf(props: ServiceProps, popupKey?: PopupKey): string {
  if ('key' in props && typeof props.key === 'string' && props.key) return props.key;
  if (popupKey === 'product-care') return 'care';
  if (popupKey === 'refund' || popupKey === 'warranty' || popupKey === 'final-sale')
    return popupKey;
  return DEFAULT_SERVICE_KEY;
}

export function ServicesPopup({
  props,
  onClose,
  popupKey,
}: {
  props: ServiceProps;
  onClose: () => void;
  /** The key when the module knows it (final sale); else the popup bus tells. */
  popupKey?: PopupKey;
}) {
  const intl = useIntl();
  // One module serves several popup keys; the open popup whose props these are tells which one.
  const openPopups = useBusState('popup').open;
  const openedAs = popupKey ?? openPopups.find((popup) => popup.props === props)?.key;
  const key = serviceKeyOf(props, openedAs);
  // The heading is the text's title once it is known, in the same render as the text itself.
  const title =
    useServiceText(key).data?.title ||
    ('title' in props && props.title) ||
    intl.formatMessage({
      id: openedAs === 'final-sale' ? 'catalog.popup.finalSale' : 'catalog.popup.services',
    });
  return (
    <PopupFrame title={title} onClose={onClose} variant="sheet">
      <ServiceContent serviceKey={key} />
    </PopupFrame>
  );
}

/** Final sale terms (docs/product/02-screens.md#popups): the 'final-sale' service text, opened from a product in the sale. */
export function FinalSalePopup({ props, onClose }: PopupModuleProps<'final-sale'>) {
  return <ServicesPopup props={props} onClose={onClose} popupKey="final-sale" />;
}
