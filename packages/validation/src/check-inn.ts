import { checkDigits } from './check-digits';
import type { CheckResult } from './check-result';

export const INN_LENGTH = 10;

/** A bank INN (TIN): 10 digits (docs/product/05-validation.md#bank-details). */
export function checkInn(value: string): CheckResult {
  return checkDigits(value, INN_LENGTH, 'error.bank.inn.invalid');
}
