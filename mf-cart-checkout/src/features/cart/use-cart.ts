import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isApiError, storefrontApi } from '@shop/api-client';
import { useMutation, useQuery, useQueryClient } from '@shop/data';
import { bus, useBusState } from '@shop/event-bus';
import { cartLineChanges } from '@shop/storefront';
import type {
  CartAction,
  CartActionRequest,
  CartCalculateRequest,
  CartData,
  CartResponse,
} from '@shop/types';
import { rememberCart } from '../checkout/checkout-analytics-cart';
import {
  applyCartAnswer,
  cartFirstViewQuery,
  cartQuery,
  CART_MUTATION_SCOPE,
  takeFirstView,
} from './api/cart-query';

/** The docs/product/07-calls.md#cart calculation context the checkout changes (delivery, payment, bonuses). */
export interface CartContext {
  delivery_method_id: number | null;
  payment_method_id: number | null;
  spend_bonuses: boolean;
  pickup_point_id: string | null;
}

export type CartLoad =
  | { status: 'pending' }
  | { status: 'error'; message: string | null }
  | { status: 'success'; data: CartData };

/**
 * The server's own words for a failure, or null: the API unreachable has none (the client's
 * text is English only), so the cart shows its localized load error instead.
 */
const serverMessage = (error: unknown): string | null =>
  isApiError(error) && error.code !== 'network_error' ? error.message : null;

/** An error the cart answer carried (docs/product/08-messages.md#cart-and-code-errors: "cart errors come from response error or message"). */
const answerError = (answer: CartResponse): string | null =>
  answer.result ? null : (answer.error ?? answer.message ?? null);

interface CartChange {
  action: CartAction;
  request: CartActionRequest;
}

/**
 * The cart as the page sees it: the cart query (./api) for the current context, changed through
 * /cart/{action} mutations whose answers become the query's data. Every answer moves the header
 * counter through `cart:changed`.
 */
export function useCart(context: CartContext) {
  const location = useBusState('location');
  const storefront = useBusState('storefront')?.storefront ?? 'ru';
  const isAuth = useBusState('user')?.isAuth ?? false;
  const client = useQueryClient();
  const [cartError, setCartError] = useState<string | null>(null);

  const body = useMemo(
    (): CartCalculateRequest => ({
      delivery_method_id: context.delivery_method_id,
      payment_method_id: context.payment_method_id,
      spend_bonuses: context.spend_bonuses,
      pickup_point_id: context.pickup_point_id,
      delivery: location
        ? { country: location.countryIsoCode, region: location.region, city: location.city }
        : undefined,
    }),
    [
      location,
      context.delivery_method_id,
      context.payment_method_id,
      context.spend_bonuses,
      context.pickup_point_id,
    ],
  );
  const options = cartQuery(storefront, isAuth, body);
  // The page's first view, preloaded with its HTML, shows until its calculation answers (ADR 41).
  const [readsFirstView] = useState(takeFirstView);
  const firstViewRead = useQuery({ ...cartFirstViewQuery(storefront), enabled: readsFirstView });
  const firstView = firstViewRead.data;
  // A new context keeps the totals on screen while they are recalculated.
  const query = useQuery({
    ...options,
    placeholderData: (previous: CartResponse | undefined) => previous ?? firstView,
  });
  const answer = query.isPlaceholderData ? undefined : query.data;
  const shownData = query.data?.cartData;

  // A change's answer: its error is the caller's to show (act returns it), as with a promo code.
  const changeAnswer = useRef<CartResponse | null>(null);
  // The cart on screen is the checkout analytics' cart, its first view too (ADR 41): the same
  // cart, and the shopper may start the checkout before the calculation answers.
  useEffect(() => {
    if (shownData) rememberCart(shownData);
  }, [shownData]);
  // Each answer: the header counter; a calculation's own error.
  useEffect(() => {
    if (!answer) return;
    if (answer !== changeAnswer.current) setCartError(answerError(answer));
    bus.emit('cart:changed', {
      totalProducts: answer.cartData.totalProducts,
      source: 'cart-checkout',
    });
  }, [answer, query.dataUpdatedAt]);

  useEffect(() => {
    if (query.error) setCartError(serverMessage(query.error) ?? '');
  }, [query.error, query.errorUpdatedAt]);

  useEffect(() => () => rememberCart(null), []);

  const queryKey = options.queryKey;
  const change = useMutation({
    scope: CART_MUTATION_SCOPE,
    mutationFn: async ({ action, request }: CartChange) => {
      // A calculation in flight would only be overwritten by this change's answer.
      await client.cancelQueries({ queryKey });
      return storefrontApi().cartAction(action, { ...body, ...request });
    },
    onSuccess: async (changed) => {
      const before = client.getQueryData<CartResponse>(queryKey)?.cartData;
      await applyCartAnswer(client, queryKey, changed);
      // The cache's copy (structurally shared), which is what the page is handed.
      changeAnswer.current = client.getQueryData<CartResponse>(queryKey) ?? null;
      // A shopper's action is reported to analytics as what it changed.
      const { added, removed } = before
        ? cartLineChanges(before, changed.cartData)
        : { added: [], removed: [] };
      if (added.length > 0 || removed.length > 0)
        bus.emit('analytics:cart-change', { currency: changed.cartData.currency, added, removed });
    },
  });

  const load: CartLoad = shownData
    ? { status: 'success', data: shownData }
    : query.isError
      ? { status: 'error', message: serverMessage(query.error) }
      : { status: 'pending' };

  const { refetch } = query;
  /** Resolves to the new cart data, or null when it failed. */
  const recalculate = useCallback(async (): Promise<CartData | null> => {
    const result = await refetch();
    return result.data?.cartData ?? null;
  }, [refetch]);

  const { mutateAsync } = change;
  /** Runs a cart action; resolves to the error text of its answer (null when it went through). */
  const act = useCallback(
    async (action: CartAction, request: CartActionRequest = {}): Promise<string | null> => {
      try {
        return answerError(await mutateAsync({ action, request }));
      } catch (error) {
        return serverMessage(error) ?? '';
      }
    },
    [mutateAsync],
  );

  /** The preloaded first view is about to answer: what the cart holds is known in a moment. */
  const awaitingFirstView = readsFirstView && firstViewRead.isPending && !query.data;
  return {
    load,
    awaitingFirstView,
    cartError,
    busy: change.isPending,
    act,
    recalculate,
    setCartError,
  };
}
