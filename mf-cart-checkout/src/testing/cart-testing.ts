import { act, waitFor } from '@testing-library/react';
import type { CartData, CartProductLine } from '@shop/types';
import type { fakeFetch } from './popup-testing';

type FakeServer = ReturnType<typeof fakeFetch>;

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

/** Answers the CSRF token request the client makes before its first POST. */
export async function answerToken(server: FakeServer): Promise<void> {
  await waitFor(() => expect(server.pending('/token')).toHaveLength(1));
  act(() => server.pending('/token')[0]!.answer({ csrfToken: 'test-token' }));
}

/** The single unanswered call to `path` (waits for it to be made). */
export async function nextCall(server: FakeServer, path: string) {
  await waitFor(() => expect(server.pending(path).length).toBeGreaterThan(0));
  const calls = server.pending(path);
  return calls[calls.length - 1]!;
}
