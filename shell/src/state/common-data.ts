import { bus } from '@shop/event-bus';
import { storefrontApi, userStateFromUser } from '@shop/api-client';

/** Seeds the header's counters and the user from POST /pd/frontend/common_data. */
export async function loadCommonData(): Promise<void> {
  try {
    const { user } = await storefrontApi().getCommonData();
    bus.emit('cart:changed', { totalProducts: user.cartData.totalProducts, source: 'shell' });
    bus.emit('user:changed', userStateFromUser(user.user));
  } catch (error) {
    // Spec §8: network errors and other fetch failures are only logged; the counters stay at zero.
    console.error('[shell] SHELL-011 common data unavailable', error);
  }
}
