import { withRemoteProviders } from '@shop/ui';
import { messages } from '../i18n/messages';
import { FailedPaymentPopup } from '../features/checkout-popups/failed-payment-popup';

/** Exposed as './popups/failed-payment': the shell's popup host renders it with { props, onClose }. */
export default withRemoteProviders('cart_checkout', messages, FailedPaymentPopup);
