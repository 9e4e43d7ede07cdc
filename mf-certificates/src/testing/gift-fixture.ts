import type { GiftDeposit } from '@shop/types';

/** A paid, not yet activated gift deposit, as POST /deposit/{id} answers it. */
export const giftFixture = (overrides: Partial<GiftDeposit> = {}): GiftDeposit => ({
  id: 'GD-7-1',
  amount: 5000,
  currency: 'RUB',
  design: null,
  activated: false,
  senderName: 'Анна',
  message: 'С праздником',
  expiresAt: '2030-01-01T00:00:00.000Z',
  ...overrides,
});
