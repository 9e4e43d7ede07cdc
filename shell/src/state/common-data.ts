import { bus } from '@shop/event-bus';
import { storefrontApi, userStateFromUser } from '@shop/api-client';
import { DOMAIN_REDIRECT_HEADER } from '@shop/types';
import { publishLocation } from '../location/browser-location';
import { type PageAddress, domainRedirectTarget } from '../location/domain-redirect';
import { logError } from '@shop/error-codes';
import { SHELL_ERRORS } from '../error-codes';

/**
 * Seeds the header's counters, the user and the location (with its currency) from
 * POST /pd/frontend/common_data; its domain-redirect header sends the visitor to the other
 * storefront's host instead (docs/product/07-calls.md#session-and-common-data).
 *
 * Asked at once; published only once `shown` settles (the chrome has hydrated the served
 * markup, which shows none of it): asked as the shell starts, the answer is there before the
 * first route's app mounts, so the cart's first calculation already has the location.
 */
export async function loadCommonData(
  page: PageAddress = window.location,
  go: (url: string) => void = (url) => window.location.replace(url),
  shown: Promise<unknown> = Promise.resolve(),
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
    await shown;
    publishLocation(locale.location, locale.currency);
    bus.emit('cart:changed', { totalProducts: user.cartData.totalProducts, source: 'shell' });
    bus.emit('user:changed', userStateFromUser(user.user));
  } catch (error) {
    // docs/product/08-messages.md#network-failures: network errors and other fetch failures are only logged; the counters stay at zero.
    logError(SHELL_ERRORS.COMMON_DATA_UNAVAILABLE, 'common data unavailable', error);
  }
}
