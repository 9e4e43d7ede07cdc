import { withRemoteProviders } from '@shop/ui';
import { messages } from '../i18n/messages';
import { MakeHappyPopup } from '../features/make-happy/components/make-happy-popup';

/** Exposed as './popups/make-happy': the shell's popup host renders it with { props, onClose }. */
export default withRemoteProviders('certificates', messages, MakeHappyPopup);
