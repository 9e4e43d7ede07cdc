import { withRemoteProviders } from '@shop/ui';
import { catalogue } from '../i18n/catalogue';
import { ProductDeliveryPopup } from '../features/popups/components/product-delivery-popup';

/** Exposed as './popups/product-delivery': the shell's popup host renders it with { props, onClose }. */
export default withRemoteProviders('catalog', catalogue, ProductDeliveryPopup);
