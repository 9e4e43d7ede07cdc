import { withRemoteProviders } from '@shop/ui';
import { catalogue } from '../i18n/catalogue';
import { RemovedFromStockPopup } from '../features/checkout-popups/removed-from-stock-popup';

/** Exposed as './popups/removed-from-stock': the shell's popup host renders it with { props, onClose }. */
export default withRemoteProviders('cart_checkout', catalogue, RemovedFromStockPopup);
