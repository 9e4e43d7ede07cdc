import { withRemoteProviders } from '@shop/ui';
import { catalogue } from '../i18n/catalogue';
import { FailedPaymentPopup } from '../features/checkout-popups/failed-payment-popup';

/** Exposed as './popups/failed-payment': the shell's popup host renders it with { props, onClose }. */
export default withRemoteProviders('cart_checkout', catalogue, FailedPaymentPopup);
