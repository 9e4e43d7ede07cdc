/** Phone numbers: only digits, plus, parentheses, spaces and dashes (docs/product/05-validation.md#phone); stored as +digits. */
export function normalizePhone(raw: string): string | null {
  if (!/^[\d+()\s-]+$/.test(raw)) return null;
  let digits = raw.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('8')) digits = `7${digits.slice(1)}`;
  if (digits.length < 10 || digits.length > 15) return null;
  return `+${digits}`;
}
