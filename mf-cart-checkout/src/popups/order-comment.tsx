import { withRemoteProviders } from '@shop/ui';
import { messages } from '../i18n/messages';
import { OrderCommentPopup } from '../features/checkout-popups/order-comment-popup';

/** Exposed as './popups/order-comment': the shell's popup host renders it with { props, onClose }. */
export default withRemoteProviders('cart_checkout', messages, OrderCommentPopup);
