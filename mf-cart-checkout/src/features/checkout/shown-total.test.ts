import { cartAnswer, cartLineFixture } from '../../testing/cart-testing';
import { shownTotal } from './shown-total';

const PICKUP = {
  id: 6,
  typeId: 6 as const,
  title: 'Самовывоз',
  price: 0,
  currency: 'RUB' as const,
  selected: false,
  disabled: false,
};

describe('shownTotal (what an order may cost at most)', () => {
  const line = cartLineFixture({ id: '1', quantity: 1 });
  const goods = line.price.final;

  it('is the cart total with the delivery the form chose, before the cart has caught up', () => {
    const data = cartAnswer([line], {}).cartData;
    data.delivery.push(PICKUP);
    expect(shownTotal(data, 1)).toEqual({ amount: goods + 500, currency: 'RUB' });
    expect(shownTotal(data, 6)).toEqual({ amount: goods, currency: 'RUB' });
  });

  it("is the cart's own total for a delivery the cart does not list", () => {
    expect(shownTotal(cartAnswer([line]).cartData, 99).amount).toBe(goods + 500);
  });

  it('charges no delivery for gift certificates alone, in the cart currency', () => {
    const data = cartAnswer([], {
      finalSum: { initial: 5000, final: 5000 },
      deliveryPrice: 0,
      currency: 'USD',
    }).cartData;
    expect(shownTotal(data, 1)).toEqual({ amount: 5000, currency: 'USD' });
  });
});
