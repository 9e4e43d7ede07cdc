import { storefrontApi, userStateFromUser } from '@shop/api-client';
import { bus } from '@shop/event-bus';
import type { User } from '@shop/types';
import { logError } from '@shop/error-codes';
import { PROFILE_AUTH_ERRORS } from '../../error-codes';

/** The header's cart count as the server now has it (merged on login, the guest's after logout). */
export async function refreshCartCount(): Promise<void> {
  try {
    const { user: common } = await storefrontApi().getCommonData();
    bus.emit('cart:changed', {
      totalProducts: common.cartData.totalProducts,
      source: 'profile-auth',
    });
  } catch (error) {
    // The header keeps the old count until the next page; the login or logout itself succeeded.
    logError(PROFILE_AUTH_ERRORS.CART_COUNT_UNAVAILABLE, 'cart count unavailable', error);
  }
}

/**
 * After login or registration: the user on the bus (header, checkout, favorites sync), then the
 * cart count the server has after merging the guest cart into the user's.
 */
export async function completeLogin(user: User): Promise<void> {
  bus.emit('user:changed', userStateFromUser(user));
  await refreshCartCount();
}
