import { withRemoteProviders } from '@shop/ui';
import { messages } from '../i18n/messages';
import { PriceSubscriptionPopup } from '../features/popups/components/price-subscription-popup';

/** Exposed as './popups/price-subscription': the shell's popup host renders it with { props, onClose }. */
export default withRemoteProviders('catalog', messages, PriceSubscriptionPopup);
