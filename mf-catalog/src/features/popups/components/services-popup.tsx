import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useBusState } from '@shop/event-bus';
import { PopupFrame } from '@shop/ui';
import type { PopupKey, PopupPropsMap } from '@shop/types';
import { DEFAULT_SERVICE_KEY } from '../api/fetch-service';
import { ServiceContent } from './service-content';

type ServiceProps =
  | PopupPropsMap['services']
  | PopupPropsMap['product-care']
  | PopupPropsMap['refund']
  | PopupPropsMap['warranty'];

/** Opened as 'services' with a key; the delivery page is the default source (spec §2.7). */
export function serviceKeyOf(props: ServiceProps, popupKey?: PopupKey): string {
  if ('key' in props && typeof props.key === 'string' && props.key) return props.key;
  if (popupKey === 'product-care') return 'care';
  if (popupKey === 'refund' || popupKey === 'warranty') return popupKey;
  return DEFAULT_SERVICE_KEY;
}

export function ServicesPopup({ props, onClose }: { props: ServiceProps; onClose: () => void }) {
  const intl = useIntl();
  // One module serves four popup keys; the open popup whose props these are tells which one.
  const openedAs = useBusState('popup').open.find((popup) => popup.props === props)?.key;
  const key = serviceKeyOf(props, openedAs);
  const [title, setTitle] = useState(
    ('title' in props && props.title) || intl.formatMessage({ id: 'catalog.popup.services' }),
  );
  return (
    <PopupFrame title={title} onClose={onClose} variant="sheet">
      <ServiceContent serviceKey={key} onTitle={setTitle} />
    </PopupFrame>
  );
}
