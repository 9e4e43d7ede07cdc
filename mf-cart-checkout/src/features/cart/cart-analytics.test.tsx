import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { mockApiServer } from '@shop/api-client/testing';
import { cartAnswer, cartLineFixture, holdCart } from '../../testing/cart-testing';
import { collectEvents } from '../../testing/popup-testing';
import { renderWithShop } from '@shop/ui/testing';
import { rememberCart } from '../checkout/checkout-analytics-cart';
import { useCheckoutSteps } from '../checkout/use-checkout-steps';
import { CartPage } from './cart-page';

jest.mock('@shop/ui', () => ({
  ...jest.requireActual<object>('@shop/ui'),
  RemoteComponent: () => <div data-testid="bestsellers-slot" />,
}));

const earrings = {
  id: 1,
  name: 'Серьги «Капля»',
  designer: 'Anna Design',
  category: 'earrings',
  price: 10000,
};

mockApiServer();

describe('cart analytics', () => {
  it("reports a shopper's quantity change as added units, not the page's own recalculation", async () => {
    const server = holdCart();
    const changes = collectEvents('analytics:cart-change');
    renderWithShop(<CartPage />);
    const first = await server.calculate.next();
    act(() => first.answer(cartAnswer([cartLineFixture()])));
    fireEvent.click(
      await screen.findByRole('button', { name: 'Увеличить количество: Серьги «Капля»' }),
    );
    const increase = await server.change.next();
    expect(increase.params.action).toBe('increase');
    act(() => increase.answer(cartAnswer([cartLineFixture({ quantity: 2 })])));
    await waitFor(() => expect(changes.events).toHaveLength(1));
    expect(changes.events).toEqual([
      { currency: 'RUB', added: [{ ...earrings, quantity: 1 }], removed: [] },
    ]);
    changes.stop();
  });

  it('sends each checkout step once with the cart it is taken with', () => {
    const steps = collectEvents('checkout:step');
    rememberCart(cartAnswer([cartLineFixture({ quantity: 2 })]).cartData);
    const { result } = renderHook(() => useCheckoutSteps());
    result.current(2);
    result.current(2);
    rememberCart(null);
    result.current(3);
    expect(steps.events).toEqual([
      {
        step: 2,
        cart: { currency: 'RUB', value: 20500, products: [{ ...earrings, quantity: 2 }] },
      },
      { step: 3 },
    ]);
    steps.stop();
  });
});
