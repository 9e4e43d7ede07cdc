import { apiServer, cart, heldCalls } from '@shop/api-client/testing';
import type { CartData, CartProductLine, CartResponse } from '@shop/types';

export function cartLineFixture(overrides: Partial<CartProductLine> = {}): CartProductLine {
  return {
    id: '101',
    productId: 1,
    skuId: 101,
    name: 'Серьги «Капля»',
    designer: 'Anna Design',
    price: { initial: 12000, final: 10000, currency: 'RUB' },
    quantity: 1,
    maxQuantity: 5,
    category: 'earrings',
    characteristics: {},
    photo: null,
    url: '/jewelry/1',
    kind: 'product',
    ...overrides,
  };
}

/** A cart answer with the given lines and totals that follow their quantities. */
export function cartAnswer(lines: CartProductLine[], patch: Partial<CartData> = {}) {
  const initial = lines.reduce((sum, l) => sum + l.price.initial * l.quantity, 0);
  const final = lines.reduce((sum, l) => sum + l.price.final * l.quantity, 0);
  const cartData: CartData = {
    products: Object.fromEntries(lines.map((l) => [l.id, l])),
    totalProducts: lines.reduce((sum, l) => sum + l.quantity, 0),
    certificates: [],
    promocodes: [],
    delivery: [
      {
        id: 1,
        typeId: 1,
        title: 'Курьером',
        price: 500,
        currency: 'RUB',
        selected: true,
        disabled: false,
      },
    ],
    finalSum: { initial: initial + 500, final: final + 500 },
    totalSum: { initial, final },
    currency: 'RUB',
    deliveryEstimations: [],
    availablePaymentMethods: [],
    deposits: [],
    bonuses: { balance: 0, available: 0, spent: 0 },
    deliveryPrice: 500,
    onlyOnlineCertificates: false,
    ...patch,
  };
  return { result: true, cartData, error: null, message: null, code: null };
}

/**
 * The cart's calculations and its changes (POST /cart/:action, `params.action` says which), each
 * held until the test answers it, in any order: for the races of a cart page.
 */
export function holdCart() {
  const calculate = heldCalls<CartResponse>();
  const change = heldCalls<CartResponse>();
  // The calculation first: '/cart/:action' matches '/cart/calculate' too.
  apiServer.use(cart.calculate(calculate.answer), cart.action(change.answer));
  return { calculate, change };
}
