import { checkDigits } from './check-digits';
import type { CheckResult } from './check-result';

export const BIK_LENGTH = 9;

/** A bank BIK (BIC): 9 digits (docs/product/05-validation.md#bank-details). */
export function checkBik(value: string): CheckResult {
  return checkDigits(value, BIK_LENGTH, 'error.bank.bik.invalid');
}
