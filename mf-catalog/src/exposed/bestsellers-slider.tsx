import { withRemoteProviders } from '@shop/ui';
import { catalogue } from '../i18n/catalogue';
import { BestsellersSlider } from '../features/bestsellers/components/bestsellers-slider';

/** Exposed as './BestsellersSlider' (the shell's not-found page). */
export default withRemoteProviders('catalog', catalogue, BestsellersSlider);
