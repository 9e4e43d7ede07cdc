import { getQueryClient } from '@shop/data';
import { bus } from '@shop/event-bus';
import { withRemoteProviders } from '@shop/ui';
import { catalogue } from '../i18n/catalogue';
import { bestsellersQuery } from '../features/bestsellers/api/bestsellers-query';
import { BestsellersSlider } from '../features/bestsellers/components/bestsellers-slider';

/**
 * Exposed as './BestsellersSlider' (the shell's not-found page, the empty cart). Loaded to be
 * shown, so its data is asked for with its code: the first render has the products instead of
 * a skeleton and one more pass (ADR 40).
 */
const storefront = typeof window === 'undefined' ? undefined : bus.get('storefront')?.storefront;
// A prefetch never rejects: a failure stays in the query, for the slider to show.
if (storefront) void getQueryClient().prefetchQuery(bestsellersQuery(storefront));

export default withRemoteProviders('catalog', catalogue, BestsellersSlider);
