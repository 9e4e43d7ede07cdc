import { withRemoteProviders } from '@shop/ui';
import { catalogue } from '../i18n/catalogue';
import { AuthPopup } from '../features/auth/components/auth-popup';

/** Exposed as './popups/auth': the shell's popup host renders it with { props, onClose }. */
export default withRemoteProviders('profile_auth', catalogue, AuthPopup);
