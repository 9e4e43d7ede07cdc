import { withRemoteProviders } from '@shop/ui';
import { catalogue } from '../i18n/catalogue';
import { ServicesPopup } from '../features/popups/components/services-popup';

/** Exposed as './popups/services': the shell's popup host renders it with { props, onClose }. */
export default withRemoteProviders('catalog', catalogue, ServicesPopup);
