import { withRemoteProviders } from '@shop/ui';
import { catalogue } from '../i18n/catalogue';
import { PickupPointChooser } from '../features/pickup-points/components/pickup-point-chooser';

/** Exposed as './popups/pickup-point-choose': the shell's popup host renders it with { props, onClose }. */
export default withRemoteProviders('cart_checkout', catalogue, PickupPointChooser);
