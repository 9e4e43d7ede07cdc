import { AUTH_CODE_LENGTH } from '@shop/storefront';

import { checkDigits } from './check-digits';
import type { CheckResult } from './check-result';

/** The phone confirmation code: exactly 4 digits (docs/product/05-validation.md#confirmation-code). */
export function checkConfirmationCode(value: string): CheckResult {
  return checkDigits(value, AUTH_CODE_LENGTH, 'error.code.wrong');
}
