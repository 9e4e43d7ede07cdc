/** Email input mask (docs/product/05-validation.md#input-masks): Cyrillic letters and whitespace are dropped. */
export function maskEmail(value: string): string {
  return value.replace(/[\p{Script=Cyrillic}\s]/gu, '');
}
