import type { DepositDesign } from '@shop/types';

/** A certificate design with its denominations, in roubles. */
export const designFixture = (id: number, name: string, amounts: number[]): DepositDesign => ({
  id,
  name,
  image: `/d${id}.webp`,
  preview: `/d${id}-preview.webp`,
  amounts,
  currency: 'RUB',
});
