/** Name input mask (docs/product/05-validation.md#input-masks): only letters, digits and spaces are kept. */
export function maskName(value: string): string {
  return value.normalize('NFC').replace(/[^\p{L}\p{M}0-9 ]/gu, '');
}
