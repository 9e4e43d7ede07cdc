import { withRemoteProviders } from '@shop/ui';
import { messages } from '../i18n/messages';
import { RemovedFromStockPopup } from '../features/checkout-popups/removed-from-stock-popup';

/** Exposed as './popups/removed-from-stock': the shell's popup host renders it with { props, onClose }. */
export default withRemoteProviders('cart_checkout', messages, RemovedFromStockPopup);
