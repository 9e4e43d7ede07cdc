import { withRemoteProviders } from '@shop/ui';
import { messages } from '../i18n/messages';
import { RingSizePopup } from '../features/popups/components/ring-size-popup';

/** Exposed as './popups/ring-size': the shell's popup host renders it with { props, onClose }. */
export default withRemoteProviders('catalog', messages, RingSizePopup);
