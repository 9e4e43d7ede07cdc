import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isApiError, storefrontApi } from '@shop/api-client';
import { bus, useBusState } from '@shop/event-bus';
import { cartLineChanges } from '@shop/storefront';
import type {
  CartAction,
  CartActionRequest,
  CartCalculateRequest,
  CartData,
  CartResponse,
} from '@shop/types';
import { createLatestCall } from '../../state/latest-call';
import { rememberCart } from '../checkout/checkout-analytics-cart';

/** The docs/product/07-calls.md#cart calculation context the checkout changes (delivery, payment, bonuses). */
export interface CartContext {
  delivery_method_id: number | null;
  payment_method_id: number | null;
  spend_bonuses: boolean;
  pickup_point_id: string | null;
}

export type CartLoad =
  | { status: 'loading' }
  | { status: 'error'; message: string | null }
  | { status: 'ready'; data: CartData };

/**
 * The server's own words for a failure, or null: the API unreachable has none (the client's
 * text is English only), so the cart shows its localized load error instead.
 */
const serverMessage = (error: unknown): string | null =>
  isApiError(error) && error.code !== 'network_error' ? error.message : null;

/** An error the cart answer carried (docs/product/08-messages.md#cart-and-code-errors: "cart errors come from response error or message"). */
const answerError = (answer: CartResponse): string | null =>
  answer.result ? null : (answer.error ?? answer.message ?? null);

/**
 * The cart as the page sees it: loaded with /cart/calculate, recalculated when the context
 * changes (a newer calculation cancels the one in flight), changed through /cart/{action}.
 * Every answer moves the header counter through `cart:changed`.
 */
export function useCart(context: CartContext) {
  const location = useBusState('location');
  const [load, setLoad] = useState<CartLoad>({ status: 'loading' });
  const [cartError, setCartError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const latest = useMemo(() => createLatestCall(), []);
  const contextRef = useRef(context);
  contextRef.current = context;

  const body = useCallback((): CartCalculateRequest => {
    const current = contextRef.current;
    return {
      ...current,
      delivery: location
        ? { country: location.countryIsoCode, region: location.region, city: location.city }
        : undefined,
    };
  }, [location]);

  // The last cart answer: a shopper's action is reported to analytics as what it changed.
  const shown = useRef<CartData | null>(null);

  const accept = useCallback((answer: CartResponse) => {
    shown.current = answer.cartData;
    rememberCart(answer.cartData);
    setLoad({ status: 'ready', data: answer.cartData });
    bus.emit('cart:changed', {
      totalProducts: answer.cartData.totalProducts,
      source: 'cart-checkout',
    });
  }, []);

  /** Resolves to the new cart data, or null when cancelled or failed. */
  const recalculate = useCallback(async (): Promise<CartData | null> => {
    try {
      const answer = await latest.run((signal) =>
        storefrontApi().calculateCart(body(), { signal }),
      );
      if (!answer) return null;
      accept(answer);
      setCartError(answerError(answer));
      return answer.cartData;
    } catch (error) {
      const message = serverMessage(error);
      setLoad((current) => (current.status === 'ready' ? current : { status: 'error', message }));
      setCartError(message ?? '');
      return null;
    }
  }, [accept, body, latest]);

  useEffect(() => {
    void recalculate();
  }, [
    recalculate,
    context.delivery_method_id,
    context.payment_method_id,
    context.spend_bonuses,
    context.pickup_point_id,
  ]);

  useEffect(
    () => () => {
      latest.cancel();
      rememberCart(null);
    },
    [latest],
  );

  /** Runs a cart action; resolves to the error text of its answer (null when it went through). */
  const act = useCallback(
    async (action: CartAction, request: CartActionRequest = {}): Promise<string | null> => {
      latest.cancel();
      setBusy(true);
      try {
        const before = shown.current;
        const answer = await storefrontApi().cartAction(action, { ...body(), ...request });
        accept(answer);
        const { added, removed } = before
          ? cartLineChanges(before, answer.cartData)
          : { added: [], removed: [] };
        if (added.length > 0 || removed.length > 0)
          bus.emit('analytics:cart-change', {
            currency: answer.cartData.currency,
            added,
            removed,
          });
        return answerError(answer);
      } catch (error) {
        return serverMessage(error) ?? '';
      } finally {
        setBusy(false);
      }
    },
    [accept, body, latest],
  );

  return { load, cartError, busy, act, recalculate, setCartError };
}
