import { withRemoteProviders } from '@shop/ui';
import { catalogue } from '../i18n/catalogue';
import { PriceSubscriptionPopup } from '../features/popups/components/price-subscription-popup';

/** Exposed as './popups/price-subscription': the shell's popup host renders it with { props, onClose }. */
export default withRemoteProviders('catalog', catalogue, PriceSubscriptionPopup);
