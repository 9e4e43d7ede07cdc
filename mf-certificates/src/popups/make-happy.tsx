import { withRemoteProviders } from '@shop/ui';
import { catalogue } from '../i18n/catalogue';
import { MakeHappyPopup } from '../features/make-happy/components/make-happy-popup';

/** Exposed as './popups/make-happy': the shell's popup host renders it with { props, onClose }. */
export default withRemoteProviders('certificates', catalogue, MakeHappyPopup);
