import { withRemoteProviders } from '@shop/ui';
import { messages } from '../i18n/messages';
import { BestsellersSlider } from '../features/bestsellers/components/bestsellers-slider';

/** Exposed as './BestsellersSlider' (the shell's not-found page). */
export default withRemoteProviders('catalog', messages, BestsellersSlider);
