import { withRemoteProviders } from '@shop/ui';
import { catalogue } from '../i18n/catalogue';
import { CompositionPopup } from '../features/popups/components/composition-popup';

/** Exposed as './popups/composition': the shell's popup host renders it with { props, onClose }. */
export default withRemoteProviders('catalog', catalogue, CompositionPopup);
