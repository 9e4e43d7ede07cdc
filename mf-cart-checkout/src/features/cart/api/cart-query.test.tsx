import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { apiCalls, mockApiServer } from '@shop/api-client/testing';
import { DataProvider } from '@shop/data';
import { bus } from '@shop/event-bus';
import { cartAnswer, cartLineFixture, holdCart } from '../../../testing/cart-testing';
import { useCart, type CartContext } from '../use-cart';

const context: CartContext = {
  delivery_method_id: null,
  payment_method_id: null,
  spend_bonuses: false,
  pickup_point_id: null,
};

const wrapper = ({ children }: { children: ReactNode }) => <DataProvider>{children}</DataProvider>;

const totalOf = (load: ReturnType<typeof useCart>['load']) =>
  load.status === 'success' ? load.data.totalProducts : null;

mockApiServer();

async function loadedCart() {
  const server = holdCart();
  const hook = renderHook(() => useCart(context), { wrapper });
  const first = await server.calculate.next();
  act(() => first.answer(cartAnswer([cartLineFixture()])));
  await waitFor(() => expect(totalOf(hook.result.current.load)).toBe(1));
  return { server, hook };
}

beforeEach(() => {
  bus.set('user', { isAuth: false });
});

describe('the cart query (api/cart-query)', () => {
  it('asks again after another app’s cart:changed, not after its own', async () => {
    const { server, hook } = await loadedCart();
    const calculations = () => apiCalls('POST /cart/calculate').length;
    expect(calculations()).toBe(1);

    act(() => bus.emit('cart:changed', { totalProducts: 1, source: 'cart-checkout' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(calculations()).toBe(1);

    act(() => bus.emit('cart:changed', { totalProducts: 3, source: 'catalog' }));
    const again = await server.calculate.next();
    act(() => again.answer(cartAnswer([cartLineFixture({ quantity: 3 })])));
    await waitFor(() => expect(totalOf(hook.result.current.load)).toBe(3));
  });

  it('two racing quantity changes: the later change’s answer is the one shown', async () => {
    const { server, hook } = await loadedCart();
    // A recalculation in flight when the changes start must not overwrite their answers.
    let recalculation: Promise<unknown> = Promise.resolve();
    act(() => {
      recalculation = hook.result.current.recalculate();
    });
    const stale = await server.calculate.next();

    let first: Promise<string | null> = Promise.resolve(null);
    let second: Promise<string | null> = Promise.resolve(null);
    act(() => {
      first = hook.result.current.act('increase', { id: '101' });
      second = hook.result.current.act('increase', { id: '101' });
    });
    const firstCall = await server.change.next();
    expect(firstCall.params.action).toBe('increase');
    expect(stale.signal.aborted).toBe(true);
    // The changes run one after another: the second is sent once the first has its answer.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(server.change.pending()).toHaveLength(1);
    act(() => firstCall.answer(cartAnswer([cartLineFixture({ quantity: 2 })])));
    await expect(first).resolves.toBeNull();

    const secondCall = await server.change.next();
    expect(secondCall).not.toBe(firstCall);
    expect(secondCall.params.action).toBe('increase');
    act(() => secondCall.answer(cartAnswer([cartLineFixture({ quantity: 3 })])));
    await expect(second).resolves.toBeNull();
    await recalculation;
    await waitFor(() => expect(totalOf(hook.result.current.load)).toBe(3));
    expect(hook.result.current.busy).toBe(false);
  });

  it('a change answered with an error returns it and leaves the cart error to the caller', async () => {
    const { server, hook } = await loadedCart();
    let outcome: Promise<string | null> = Promise.resolve(null);
    act(() => {
      outcome = hook.result.current.act('add-promocode', { code: 'NOPE' });
    });
    const call = await server.change.next();
    expect(call.params.action).toBe('add-promocode');
    act(() =>
      call.answer({
        ...cartAnswer([cartLineFixture()]),
        result: false,
        error: 'Промокод не найден',
      }),
    );
    await expect(outcome).resolves.toBe('Промокод не найден');
    // The page has rendered the answer (the library tells observers on a later tick).
    await waitFor(() => expect(hook.result.current.busy).toBe(false));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(hook.result.current.cartError).toBeNull();
  });
});
