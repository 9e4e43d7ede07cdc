import { withRemoteProviders } from '@shop/ui';
import { messages } from '../i18n/messages';
import { FinalSalePopup } from '../features/popups/components/services-popup';

/** Exposed as './popups/final-sale': the shell's popup host renders it with { props, onClose }. */
export default withRemoteProviders('catalog', messages, FinalSalePopup);
