import { withRemoteProviders } from '@shop/ui';
import { messages } from '../i18n/messages';
import { InstallmentInfoPopup } from '../features/popups/components/installment-info-popup';

/** Exposed as './popups/installment-info': the shell's popup host renders it with { props, onClose }. */
export default withRemoteProviders('catalog', messages, InstallmentInfoPopup);
