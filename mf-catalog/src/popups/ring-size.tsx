import { withRemoteProviders } from '@shop/ui';
import { catalogue } from '../i18n/catalogue';
import { RingSizePopup } from '../features/popups/components/ring-size-popup';

/** Exposed as './popups/ring-size': the shell's popup host renders it with { props, onClose }. */
export default withRemoteProviders('catalog', catalogue, RingSizePopup);
