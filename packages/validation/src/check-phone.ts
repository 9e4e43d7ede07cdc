import type { CheckResult } from './check-result';

const ALLOWED = /^[\d+()\s-]+$/;
const FORMATTING = /[\s()-]/g;
// A phone mask starts the field with '+' or '+7', so those count as nothing typed.
const EMPTY = new Set(['', '+', '+7']);

/** A phone: digits, plus, parentheses, spaces and dashes only (docs/product/05-validation.md#phone). */
export function checkPhone(value: string): CheckResult {
  const compact = value.replace(FORMATTING, '');
  if (EMPTY.has(compact)) return 'error.phone.empty';
  return ALLOWED.test(value) && /\d/.test(compact) ? null : 'error.phone.invalid';
}
