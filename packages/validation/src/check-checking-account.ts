import { checkDigits } from './check-digits';
import type { CheckResult } from './check-result';

export const CHECKING_ACCOUNT_LENGTH = 20;

/** A checking account number: 20 digits (docs/product/05-validation.md#bank-details). */
export function checkCheckingAccount(value: string): CheckResult {
  return checkDigits(value, CHECKING_ACCOUNT_LENGTH, 'error.bank.account.invalid');
}
