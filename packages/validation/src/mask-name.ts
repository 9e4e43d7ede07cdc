/** Name input mask (spec §5): only letters, digits and spaces are kept. */
export function maskName(value: string): string {
  return value.normalize('NFC').replace(/[^\p{L}\p{M}0-9 ]/gu, '');
}
