import type { CartData } from '@shop/types';

/** Names of the lines that are gone or fewer after the server changed the cart. */
export function reducedLines(before: CartData, after: CartData | null): string[] {
  return Object.values(before.products)
    .filter((line) => (after?.products[line.id]?.quantity ?? 0) < line.quantity)
    .map((line) => line.name);
}
