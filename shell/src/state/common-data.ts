import { bus } from '@shop/event-bus';
import { storefrontApi, userStateFromUser } from '@shop/api-client';
import { DOMAIN_REDIRECT_HEADER } from '@shop/types';
import { publishLocation } from '../location/browser-location';
import { type PageAddress, domainRedirectTarget } from '../location/domain-redirect';

/**
 * Seeds the header's counters, the user and the location (with its currency) from
 * POST /pd/frontend/common_data; its domain-redirect header sends the visitor to the other
 * storefront's host instead (spec §7).
 */
export async function loadCommonData(
  page: PageAddress = window.location,
  go: (url: string) => void = (url) => window.location.replace(url),
): Promise<void> {
  try {
    let redirectTo: string | null = null;
    const { user, locale } = await storefrontApi().getCommonData(
      {},
      {
        onHeaders: (headers) => {
          redirectTo = domainRedirectTarget(headers.get(DOMAIN_REDIRECT_HEADER), page);
        },
      },
    );
    if (redirectTo) {
      go(redirectTo);
      return;
    }
    publishLocation(locale.location, locale.currency);
    bus.emit('cart:changed', { totalProducts: user.cartData.totalProducts, source: 'shell' });
    bus.emit('user:changed', userStateFromUser(user.user));
  } catch (error) {
    // Spec §8: network errors and other fetch failures are only logged; the counters stay at zero.
    console.error('[shell] SHELL-011 common data unavailable', error);
  }
}
