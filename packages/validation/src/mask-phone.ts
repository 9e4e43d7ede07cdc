/**
 * Phone input mask (docs/product/05-validation.md#input-masks: digits, plus, parentheses, spaces, dashes). Always starts with '+';
 * a Russian number (7…, or 8… as typed locally) reads +7 (999) 123-45-67, others +digits.
 * The field may hold '+' or '+7' alone, which checkPhone counts as empty.
 */
export function maskPhone(value: string): string {
  if (!value.trim()) return '';
  let digits = value.replace(/\D/g, '').slice(0, 15);
  if (!digits) return '+';
  if (digits.startsWith('8') && !value.trim().startsWith('+')) digits = `7${digits.slice(1)}`;
  if (!digits.startsWith('7')) return `+${digits}`;
  const rest = digits.slice(1, 11);
  const parts = [
    rest.slice(0, 3) && ` (${rest.slice(0, 3)}${rest.length >= 3 ? ')' : ''}`,
    rest.slice(3, 6) && ` ${rest.slice(3, 6)}`,
    rest.slice(6, 8) && `-${rest.slice(6, 8)}`,
    rest.slice(8, 10) && `-${rest.slice(8, 10)}`,
  ];
  return `+7${parts.join('')}`;
}
