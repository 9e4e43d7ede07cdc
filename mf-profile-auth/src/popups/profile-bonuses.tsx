import { withRemoteProviders } from '@shop/ui';
import { catalogue } from '../i18n/catalogue';
import { InfoPopup } from '../features/popups/components/info-popup';

function Popup({ onClose }: { onClose: () => void }) {
  return (
    <InfoPopup
      titleId="popup.profileBonuses.title"
      bodyId="popup.profileBonuses.body"
      onClose={onClose}
    />
  );
}

/** Exposed as './popups/profile-bonuses'. */
export default withRemoteProviders('profile_auth', catalogue, Popup);
