import { withRemoteProviders } from '@shop/ui';
import { catalogue } from '../i18n/catalogue';
import { InstallmentInfoPopup } from '../features/popups/components/installment-info-popup';

/** Exposed as './popups/installment-info': the shell's popup host renders it with { props, onClose }. */
export default withRemoteProviders('catalog', catalogue, InstallmentInfoPopup);
