/** Email input mask (spec §5): Cyrillic letters and whitespace are dropped. */
export function maskEmail(value: string): string {
  return value.replace(/[\p{Script=Cyrillic}\s]/gu, '');
}
