/** Number field mask (docs/product/05-validation.md#input-masks): digits only. */
export function maskNumber(value: string): string {
  return value.replace(/\D/g, '');
}
