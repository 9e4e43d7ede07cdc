/** Whether `index` points into a deposit list of `length` items; the caller logs a miss (docs/product/05-validation.md#list-guards). */
export function isDepositIndexInRange(index: number, length: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < length;
}
