import { cartAnswer, cartLineFixture } from '../../testing/cart-testing';
import { reducedLines } from './reduced-lines';

describe('reducedLines (names for the removed-from-stock popup)', () => {
  it('names the lines that are gone or fewer after the server changed the cart', () => {
    const before = cartAnswer([
      cartLineFixture({ id: '1', name: 'Кольцо', quantity: 2 }),
      cartLineFixture({ id: '2', name: 'Серьги', quantity: 1 }),
      cartLineFixture({ id: '3', name: 'Браслет', quantity: 1 }),
    ]).cartData;
    const after = cartAnswer([
      cartLineFixture({ id: '1', name: 'Кольцо', quantity: 1 }),
      cartLineFixture({ id: '3', name: 'Браслет', quantity: 1 }),
    ]).cartData;
    expect(reducedLines(before, after)).toEqual(['Кольцо', 'Серьги']);
    expect(reducedLines(before, null)).toEqual(['Кольцо', 'Серьги', 'Браслет']);
  });
});
