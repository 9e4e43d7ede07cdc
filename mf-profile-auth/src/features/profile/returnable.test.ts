import type { ProfileOrder, RefundRequest } from '@shop/types';
import { returnableLines } from './returnable';

const order = (status: ProfileOrder['status']): ProfileOrder => ({
  id: 7,
  status,
  createdAt: '2026-01-01T00:00:00.000Z',
  finalSum: 3000,
  currency: 'RUB',
  lines: [
    {
      productId: 1,
      skuId: 11,
      name: 'Кольцо',
      designer: 'D',
      quantity: 2,
      price: 1000,
      photo: null,
    },
    {
      productId: 2,
      skuId: 12,
      name: 'Серьги',
      designer: 'D',
      quantity: 1,
      price: 1000,
      photo: null,
    },
  ],
});
const refund = (
  status: RefundRequest['status'],
  skuId: number,
  quantity: number,
  orderId = 7,
): RefundRequest => ({
  id: 1,
  orderId,
  status,
  reason: 'r',
  items: [{ skuId, quantity }],
  createdAt: '2026-01-02T00:00:00.000Z',
});

describe('returnableLines', () => {
  it('offers every line of a paid or pay-on-receipt order', () => {
    expect(returnableLines(order('paid'), [])).toEqual([
      { skuId: 11, name: 'Кольцо', left: 2 },
      { skuId: 12, name: 'Серьги', left: 1 },
    ]);
    expect(returnableLines(order('new'), [])).toHaveLength(2);
  });

  it('offers nothing of an unpaid, failed or cancelled order', () => {
    for (const status of ['awaiting_payment', 'payment_failed', 'cancelled'] as const)
      expect(returnableLines(order(status), [])).toEqual([]);
  });

  it('takes off what earlier requests of this order asked for, unless refused', () => {
    expect(
      returnableLines(order('paid'), [
        refund('new', 11, 1),
        refund('approved', 12, 1),
        refund('rejected', 11, 1),
        refund('new', 11, 1, 99),
      ]),
    ).toEqual([{ skuId: 11, name: 'Кольцо', left: 1 }]);
  });
});
