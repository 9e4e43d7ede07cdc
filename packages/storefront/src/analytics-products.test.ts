import type { CartData, CartProductLine } from '@shop/types';
import {
  addedProduct,
  analyticsCartOf,
  analyticsProductOfLine,
  cartLineChanges,
} from './analytics-products';

const line = (id: number, quantity: number, productId = id * 10): CartProductLine => ({
  id: String(id),
  productId,
  skuId: id,
  name: `Кольцо ${id}`,
  designer: 'Anna',
  price: { initial: 1200, final: 1000, currency: 'RUB' },
  quantity,
  maxQuantity: 5,
  category: 'rings',
  characteristics: {},
  photo: null,
  url: `/jewelry/${productId}`,
  kind: 'product',
});

const cart = (...lines: CartProductLine[]): CartData =>
  ({
    products: Object.fromEntries(lines.map((l) => [l.id, l])),
    currency: 'AED',
    finalSum: { initial: 9000, final: 8500 },
  }) as unknown as CartData;

describe('analytics products of the cart', () => {
  it('reports a cart with its currency, final sum and one product per line', () => {
    expect(analyticsCartOf(cart(line(1, 2)))).toEqual({
      currency: 'AED',
      value: 8500,
      products: [
        { id: 10, name: 'Кольцо 1', price: 1000, quantity: 2, designer: 'Anna', category: 'rings' },
      ],
    });
  });

  it('reports a line with its own quantity or the one given', () => {
    expect(analyticsProductOfLine(line(1, 2)).quantity).toBe(2);
    expect(analyticsProductOfLine(line(1, 2), 1).quantity).toBe(1);
  });

  it('finds what an add-to-cart answer holds by SKU, else by product', () => {
    const after = cart(line(1, 3), line(2, 1));
    expect(addedProduct(after, { productId: 20, skuId: 1 })).toMatchObject({ id: 10 });
    expect(addedProduct(after, { skuId: 9 })).toBeNull();
    expect(addedProduct(after, { skuId: 1 })).toMatchObject({ id: 10, quantity: 1 });
    expect(addedProduct(after, { productId: 20 }, 2)).toMatchObject({ id: 20, quantity: 2 });
    expect(addedProduct(after, { productId: 99 })).toBeNull();
  });

  it('tells added and removed units line by line', () => {
    const before = cart(line(1, 1), line(2, 3), line(3, 1));
    const after = cart(line(1, 2), line(2, 1), line(4, 1));
    const { added, removed } = cartLineChanges(before, after);
    expect(added.map((p) => [p.id, p.quantity])).toEqual([
      [10, 1],
      [40, 1],
    ]);
    expect(removed.map((p) => [p.id, p.quantity])).toEqual([
      [20, 2],
      [30, 1],
    ]);
    expect(cartLineChanges(after, after)).toEqual({ added: [], removed: [] });
  });
});
