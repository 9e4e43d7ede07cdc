import { withRemoteProviders } from '@shop/ui';
import { catalogue } from '../i18n/catalogue';
import { OrderCommentPopup } from '../features/checkout-popups/order-comment-popup';

/** Exposed as './popups/order-comment': the shell's popup host renders it with { props, onClose }. */
export default withRemoteProviders('cart_checkout', catalogue, OrderCommentPopup);
