import { storefrontApi } from '@shop/api-client';
import { queryOptions, type QueryClient } from '@shop/data';
import type { CartCalculateRequest, CartResponse } from '@shop/types';

/**
 * The cart's calculation (POST /cart/calculate) for one storefront, visitor and checkout context:
 * the key carries every input, so a newer context is a new query and only its answer renders
 * (the old one, left without observers, is aborted by the library). Another app's
 * `cart:changed` (an add from the catalog) or a login/logout makes it ask again; its own
 * `cart:changed`, emitted after each answer, does not (`meta.owner`).
 */
export const cartQuery = (storefront: string, isAuth: boolean, body: CartCalculateRequest) =>
  queryOptions({
    queryKey: ['cart-checkout', 'cart', storefront, isAuth, body],
    queryFn: ({ signal }): Promise<CartResponse> => storefrontApi().calculateCart(body, { signal }),
    // The cart is recalculated whenever the page shows it (stock and prices move server-side),
    // and a cart no page shows is not kept: the next visit shows the server's cart or, when it
    // cannot be reached, the load error, never an old total as if it were current.
    staleTime: 0,
    gcTime: 0,
    meta: { owner: 'cart-checkout', invalidatedBy: ['cart:changed', 'user:changed'] },
  });

/** Cart changes run one after another, so the last change's answer is the one applied last. */
export const CART_MUTATION_SCOPE = { id: 'cart-checkout:cart-change' } as const;

/**
 * Puts a cart change's answer in the cart query: a calculation still in flight (started before
 * the change) is cancelled first, so its older totals cannot overwrite the answer.
 */
export async function applyCartAnswer(
  client: QueryClient,
  queryKey: readonly unknown[],
  answer: CartResponse,
): Promise<void> {
  await client.cancelQueries({ queryKey });
  client.setQueryData<CartResponse>(queryKey, answer);
}
