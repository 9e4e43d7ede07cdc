import { withRemoteProviders } from '@shop/ui';
import { catalogue } from '../i18n/catalogue';
import { StylistConsultPopup } from '../features/popups/components/stylist-consult-popup';

/** Exposed as './popups/stylist-consult': the shell's popup host renders it with { props, onClose }. */
export default withRemoteProviders('catalog', catalogue, StylistConsultPopup);
