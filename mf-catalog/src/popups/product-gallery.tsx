import { withRemoteProviders } from '@shop/ui';
import { catalogue } from '../i18n/catalogue';
import { ProductGalleryPopup } from '../features/popups/components/product-gallery-popup';

/** Exposed as './popups/product-gallery': the shell's popup host renders it with { props, onClose }. */
export default withRemoteProviders('catalog', catalogue, ProductGalleryPopup);
