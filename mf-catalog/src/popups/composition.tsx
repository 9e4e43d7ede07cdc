import { withRemoteProviders } from '@shop/ui';
import { messages } from '../i18n/messages';
import { CompositionPopup } from '../features/popups/components/composition-popup';

/** Exposed as './popups/composition': the shell's popup host renders it with { props, onClose }. */
export default withRemoteProviders('catalog', messages, CompositionPopup);
