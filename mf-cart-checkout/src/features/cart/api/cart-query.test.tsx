import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { DataProvider } from '@shop/data';
import { bus } from '@shop/event-bus';
import { answerToken, cartAnswer, cartLineFixture, nextCall } from '../../../testing/cart-testing';
import { fakeFetch } from '../../../testing/popup-testing';
import { useCart, type CartContext } from '../use-cart';

const context: CartContext = {
  delivery_method_id: null,
  payment_method_id: null,
  spend_bonuses: false,
  pickup_point_id: null,
};

const wrapper = ({ children }: { children: ReactNode }) => <DataProvider>{children}</DataProvider>;

const totalOf = (load: ReturnType<typeof useCart>['load']) =>
  load.status === 'ready' ? load.data.totalProducts : null;

async function loadedCart() {
  const server = fakeFetch();
  const hook = renderHook(() => useCart(context), { wrapper });
  await answerToken(server);
  const first = await nextCall(server, '/cart/calculate');
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
    const calculations = () =>
      server.calls.filter((call) => call.url.pathname === '/api/cart/calculate').length;
    expect(calculations()).toBe(1);

    act(() => bus.emit('cart:changed', { totalProducts: 1, source: 'cart-checkout' }));
    expect(calculations()).toBe(1);

    act(() => bus.emit('cart:changed', { totalProducts: 3, source: 'catalog' }));
    const again = await nextCall(server, '/cart/calculate');
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
    const stale = await nextCall(server, '/cart/calculate');

    let first: Promise<string | null> = Promise.resolve(null);
    let second: Promise<string | null> = Promise.resolve(null);
    act(() => {
      first = hook.result.current.act('increase', { id: '101' });
      second = hook.result.current.act('increase', { id: '101' });
    });
    const firstCall = await nextCall(server, '/cart/increase');
    expect(stale.signal?.aborted).toBe(true);
    // The changes run one after another: the second is sent once the first has its answer.
    expect(server.pending('/cart/increase')).toHaveLength(1);
    act(() => firstCall.answer(cartAnswer([cartLineFixture({ quantity: 2 })])));
    await expect(first).resolves.toBeNull();

    const secondCall = await nextCall(server, '/cart/increase');
    expect(secondCall).not.toBe(firstCall);
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
    const call = await nextCall(server, '/cart/add-promocode');
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
