import { bus } from '@shop/event-bus';
import type { Storefront } from '@shop/types';

interface CommonDataAnswer {
  user?: {
    user?: { isAuth?: boolean; name?: string; phone?: string } | null;
    cartData?: { totalProducts?: number };
  };
}

/** Seeds the header's counters and the user from POST /pd/frontend/common_data. */
export async function loadCommonData(storefront: Storefront): Promise<void> {
  try {
    const response = await fetch('/api/pd/frontend/common_data', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-shop-storefront': storefront },
      body: JSON.stringify({}),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const data = (await response.json()) as CommonDataAnswer;
    const totalProducts = data.user?.cartData?.totalProducts;
    if (typeof totalProducts === 'number')
      bus.emit('cart:changed', { totalProducts, source: 'shell' });
    const user = data.user?.user;
    if (user)
      bus.emit('user:changed', {
        isAuth: Boolean(user.isAuth),
        name: user.name,
        phone: user.phone,
      });
  } catch (error) {
    // Spec §8: network errors are only logged; the counters stay at zero.
    console.error('[shell] SHELL-011 common data unavailable', error);
  }
}
