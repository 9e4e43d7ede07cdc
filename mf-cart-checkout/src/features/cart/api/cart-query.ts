import { storefrontApi } from '@shop/api-client';
import { queryOptions, type QueryClient } from '@shop/data';
import type { CartCalculateRequest, CartData, CartResponse } from '@shop/types';

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

/** No products and no deposits: the page shows its empty state and the catalog's bestsellers. */
export const isEmptyCart = (data: CartData) =>
  Object.keys(data.products).length === 0 && data.deposits.length === 0;

/**
 * The cart as its page first shows it (GET /cart, ADR 41): what the page's first calculation
 * will answer, read without the CSRF token or storing anything, so the edge preloads it with
 * the page's HTML. Shown until that calculation answers (which also stores the page's context,
 * what an order reads); never asked again.
 */
export const cartFirstViewQuery = (storefront: string) =>
  queryOptions({
    queryKey: ['cart-checkout', 'cart-first-view', storefront],
    queryFn: ({ signal }): Promise<CartResponse> => storefrontApi().readCart({ signal }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    meta: { owner: 'cart-checkout' },
  });

let firstViewTaken = false;

/**
 * Whether this cart is the one the document was opened on, the first time it is asked: only
 * then did the edge preload its first view. A cart opened later in the same document asks only
 * its calculation: the read would be one more request, not an earlier answer.
 */
export function takeFirstView(): boolean {
  // A server render is a document's first view (the sessionless empty cart, ADR 43).
  if (typeof window === 'undefined') return true;
  if (firstViewTaken) return false;
  firstViewTaken = true;
  const opened = performance.getEntriesByType?.('navigation')[0]?.name;
  return opened !== undefined && new URL(opened).pathname === window.location.pathname;
}

/** Tests: the next cart is the document's first again. */
export function resetFirstViewForTests(): void {
  firstViewTaken = false;
}

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
