import type { Subscription } from 'rxjs';
import { bus } from '@shop/event-bus';
import { navigate } from '@shop/ui';
import { logError } from '@shop/error-codes';
import { SHELL_ERRORS } from '../error-codes';

/** docs/product/09-constants.md#cookies-and-timings: the profile's session flags and reload guard last 60 s. */
export const SESSION_GUARD_MS = 60_000;
const GUARD_KEY = 'shop:auth-redirect-at';

const onProfile = (url: string): boolean =>
  url.includes('/profile/') || bus.get('route')?.name === 'profile';

/**
 * Any 401 (the api-client emits 'auth:unauthorized') means the session has no user: the bus says
 * so at once. A 401 on the profile sends the shopper home (docs/product/06-roles.md#profile-access), at most once a minute, so a
 * loop of 401s cannot bounce the page forever. Lives in the shell because the shell is always
 * mounted, whichever remote made the call.
 */
export function startSessionGuard(
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.sessionStorage,
): Subscription {
  return bus.on('auth:unauthorized').subscribe(({ url }) => {
    if (bus.get('user').isAuth) bus.emit('user:changed', { isAuth: false });
    if (!onProfile(url)) return;
    const last = Number(storage.getItem(GUARD_KEY) ?? 0);
    if (Date.now() - last < SESSION_GUARD_MS) {
      logError(
        SHELL_ERRORS.REPEATED_UNAUTHORIZED,
        'repeated 401 within the guard, staying put',
        url,
      );
      return;
    }
    storage.setItem(GUARD_KEY, String(Date.now()));
    navigate('/', { replace: true });
  });
}
