import { withRemoteProviders } from '@shop/ui';
import { messages } from '../i18n/messages';
import { ProductGalleryPopup } from '../features/popups/components/product-gallery-popup';

/** Exposed as './popups/product-gallery': the shell's popup host renders it with { props, onClose }. */
export default withRemoteProviders('catalog', messages, ProductGalleryPopup);
